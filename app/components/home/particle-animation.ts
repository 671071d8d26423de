import { createParticles, particleLinks, stepParticles } from "./particles";

/** Links fade with distance in this many steps of opacity. */
const LINK_LEVELS = 8;
/** Draw every second display frame (30 per second), moving the particles two steps each time. */
const FRAMES_PER_DRAW = 2;

/**
 * Draws the moving particles on `canvas` until the returned function stops them: at CSS-pixel
 * resolution (the faint lines need no more, and a full-screen canvas at 2-3× the pixels costs
 * that much more to fill), at 30 frames a second, with a handful of draw calls a frame, and
 * paused while the tab is hidden.
 */
export function animateParticles(canvas: HTMLCanvasElement): () => void {
  const context = canvas.getContext("2d");
  if (!context) return () => {};
  let width = 0;
  let height = 0;
  const resize = () => {
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = width;
    canvas.height = height;
  };
  resize();
  const particles = createParticles(width, height);
  let frame = 0;
  let skipped = 0;

  const draw = () => {
    frame = requestAnimationFrame(draw);
    skipped += 1;
    if (skipped < FRAMES_PER_DRAW) return;
    skipped = 0;
    const dark = document.documentElement.classList.contains("dark");
    const rgb = dark ? "147, 197, 253" : "37, 99, 235";
    for (let step = 0; step < FRAMES_PER_DRAW; step += 1)
      stepParticles(particles, width, height);
    context.clearRect(0, 0, width, height);
    // One path per opacity level and one for all dots rather than a draw call per link and dot.
    const links = Array.from({ length: LINK_LEVELS }, () => new Path2D());
    for (const [a, b, strength] of particleLinks(particles)) {
      const path =
        links[Math.min(LINK_LEVELS - 1, Math.floor(strength * LINK_LEVELS))];
      path.moveTo(a.x, a.y);
      path.lineTo(b.x, b.y);
    }
    links.forEach((path, level) => {
      context.strokeStyle = `rgba(${rgb}, ${(((level + 1) / LINK_LEVELS) * 0.35).toFixed(3)})`;
      context.stroke(path);
    });
    const dots = new Path2D();
    for (const particle of particles) {
      dots.moveTo(particle.x + particle.radius, particle.y);
      dots.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
    }
    context.fillStyle = `rgba(${rgb}, 0.6)`;
    context.fill(dots);
  };
  const onVisibility = () => {
    cancelAnimationFrame(frame);
    if (!document.hidden) frame = requestAnimationFrame(draw);
  };
  onVisibility();
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("resize", resize);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("resize", resize);
  };
}
