import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { productionReactRouter, reactRouterPackages } from "../../vite.production-react-router.ts";

// Built as the site is (vite.config.ts): production React Router, and the Express server bundled
// with the routes into build/server/index.js.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: productionReactRouter },
  build: isSsrBuild ? { rollupOptions: { input: "./server-entry.ts" } } : undefined,
  ssr: { noExternal: reactRouterPackages },
}));
