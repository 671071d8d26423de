import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { productionReactRouter, reactRouterPackages } from "./vite.production-react-router.ts";
import { reactRouterServerCaches } from "./vite.react-router-server-caches.ts";
import { precompressClientFiles } from "./vite.precompress.ts";

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), reactRouterServerCaches(), precompressClientFiles()],
  resolve: { tsconfigPaths: true, alias: command === "build" ? productionReactRouter : [] },
  server: { host: "127.0.0.1" },
  // The production server is bundled with the routes (build/server/index.js): one module graph, no compile at start.
  build: isSsrBuild ? { rollupOptions: { input: "./server/production.ts" } } : undefined,
  // Bundled into the server build rather than loaded from node_modules at start. lucide and radix:
  // their package entries import every icon and primitive (thousands of files), of which the site
  // uses a few dozen. Kysely, zod and better-auth ship as hundreds of small modules each, and
  // resolving, reading and linking them one by one was most of a cold start. React Router: see
  // vite.production-react-router.ts.
  ssr: {
    noExternal: [
      "lucide-react",
      "radix-ui",
      /^@radix-ui\//,
      "kysely",
      "zod",
      "better-auth",
      /^@better-auth\//,
      "better-call",
      "jose",
      /^@noble\//,
      ...reactRouterPackages,
    ],
  },
}));
