/** React Router's server build, provided by its Vite plugin when server/production.ts is bundled. */
declare module "virtual:react-router/server-build";
