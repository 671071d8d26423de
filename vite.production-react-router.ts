import { fileURLToPath } from "node:url";
import type { AliasOptions } from "vite";

/**
 * React Router's package exports name only its development build, for every environment (an
 * upstream choice; its production build differs in leaving out development warnings and checks).
 * Production builds, client and server alike, take the production files instead, through these
 * aliases; the dev server keeps the development ones and their warnings.
 */
export const productionReactRouter: AliasOptions = ["react-router", "react-router/dom"].map((name) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(import.meta.resolve(name)).replace("/dist/development/", "/dist/production/"),
}));

/**
 * Bundled into the server build, so that React Router and its Node and Express adapters share the
 * one production copy above (left external, the adapters would load the development one from
 * node_modules, and two copies of the router would not recognise each other's objects).
 */
export const reactRouterPackages = ["react-router", "@react-router/node", "@react-router/express"];
