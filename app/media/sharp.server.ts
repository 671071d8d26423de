import type sharpModule from "sharp";

type SharpFactory = typeof sharpModule;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) is loaded on the first image job, not at start-up: most server processes never
 * process an image, and libvips holds tens of megabytes once loaded. Its operation cache is off
 * (each upload is processed once) and each image uses one thread, which bounds memory per job.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
