/** The home page's particle field, as plain functions so the motion rules can be tested. */
export const PARTICLE_COUNT = 50;
export const LINK_DISTANCE = 150;

export type Particle = { x: number; y: number; vx: number; vy: number; radius: number };

export function createParticles(width: number, height: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: PARTICLE_COUNT }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.6,
    vy: (random() - 0.5) * 0.6,
    radius: 1 + random() * 2,
  }));
}

/** Moves every particle one frame, bouncing off the edges. */
export function stepParticles(particles: Particle[], width: number, height: number): void {
  for (const particle of particles) {
    particle.x += particle.vx;
    particle.y += particle.vy;
    if (particle.x < 0 || particle.x > width) particle.vx = -particle.vx;
    if (particle.y < 0 || particle.y > height) particle.vy = -particle.vy;
    particle.x = Math.min(Math.max(particle.x, 0), width);
    particle.y = Math.min(Math.max(particle.y, 0), height);
  }
}

/** Pairs closer than the link distance, with an opacity that fades with distance. */
export function particleLinks(particles: Particle[], distance = LINK_DISTANCE): Array<[Particle, Particle, number]> {
  const links: Array<[Particle, Particle, number]> = [];
  for (let i = 0; i < particles.length; i += 1) {
    for (let j = i + 1; j < particles.length; j += 1) {
      const gap = Math.hypot(particles[i].x - particles[j].x, particles[i].y - particles[j].y);
      if (gap < distance) links.push([particles[i], particles[j], 1 - gap / distance]);
    }
  }
  return links;
}
