import { describe, expect, it } from "vitest";
import { createParticles, LINK_DISTANCE, type Particle, particleLinks, stepParticles } from "./particles";

const at = (x: number, y: number, vx = 0, vy = 0): Particle => ({ x, y, vx, vy, radius: 1 });

describe("particle field", () => {
  it("creates 50 particles inside the area", () => {
    const particles = createParticles(800, 600);
    expect(particles).toHaveLength(50);
    expect(particles.every((p) => p.x >= 0 && p.x <= 800 && p.y >= 0 && p.y <= 600)).toBe(true);
  });

  it("links particles closer than 150 px, fading with distance", () => {
    // b is exactly 150 px from a (not linked), c is 149 px from a, and b and c are far apart.
    const [a, b, c] = [at(0, 0), at(90, 120), at(0, -149)];
    expect(LINK_DISTANCE).toBe(150);
    const links = particleLinks([a, b, c]);
    expect(links).toHaveLength(1);
    expect(links[0][0]).toBe(a);
    expect(links[0][1]).toBe(c);
    expect(links[0][2]).toBeCloseTo(1 / 150);
    expect(particleLinks([at(0, 0), at(0, 75)])[0][2]).toBeCloseTo(0.5);
  });

  it("bounces particles off the edges", () => {
    const particle = at(799.5, 10, 1, -20);
    stepParticles([particle], 800, 600);
    expect(particle).toMatchObject({ x: 800, y: 0, vx: -1, vy: 20 });
  });
});
