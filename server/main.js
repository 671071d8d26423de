// Production start (`npm start`, `npm run serve`). React and React Router choose their production or
// development build from NODE_ENV when first loaded, so it is fixed here, before anything imports
// them, whatever the environment or a .env file says.
process.env.NODE_ENV = "production";

const { start } = await import("../build/server/index.js").catch((error) => {
  if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
  console.error("No production build found: run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
});

start().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
