import { useEffect, useRef } from "react";
import { createParticles, particleLinks, stepParticles } from "./particles";

/**
 * Decorative moving particles behind the home page. Paused while the tab is hidden; not drawn
 * at all when the visitor asks for reduced motion.
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let width = 0;
    let height = 0;
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();
    const particles = createParticles(width, height);
    let frame = 0;

    const draw = () => {
      const dark = document.documentElement.classList.contains("dark");
      const rgb = dark ? "147, 197, 253" : "37, 99, 235";
      stepParticles(particles, width, height);
      context.clearRect(0, 0, width, height);
      for (const [a, b, strength] of particleLinks(particles)) {
        context.strokeStyle = `rgba(${rgb}, ${strength * 0.35})`;
        context.beginPath();
        context.moveTo(a.x, a.y);
        context.lineTo(b.x, b.y);
        context.stroke();
      }
      context.fillStyle = `rgba(${rgb}, 0.6)`;
      for (const particle of particles) {
        context.beginPath();
        context.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
        context.fill();
      }
      frame = requestAnimationFrame(draw);
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
  }, []);

  return <canvas ref={canvasRef} aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 h-full w-full" />;
}
