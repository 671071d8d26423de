import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1" },
  // The production server is bundled with the routes (build/server/index.js): one module graph, no compile at start.
  build: isSsrBuild ? { rollupOptions: { input: "./server/production.ts" } } : undefined,
}));
