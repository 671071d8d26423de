// Preloaded into a test server (NODE_OPTIONS=--require): on SIGUSR2 it writes the files Node's
// module loader has run to LOADED_MODULES_FILE, so a test can see which React build a start uses.
// Only modules that ran count: importing a CJS package from ESM also lists, unrun, every file its
// entry could re-export (React's development files among them).
const { writeFileSync } = require("node:fs");

process.on("SIGUSR2", () => {
  writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify(Object.values(require.cache).filter((module) => module.loaded).map((module) => module.filename)));
});
