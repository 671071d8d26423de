// Preloaded into a test server (NODE_OPTIONS=--require): on SIGUSR2 it writes the files Node's
// module loader has run to LOADED_MODULES_FILE, so a test can see which React and React Router
// builds a start uses. CommonJS: only modules that ran count (importing a CJS package from ESM
// also lists, unrun, every file its entry could re-export, React's development files among them).
// ES modules: every file resolved, which a resolve hook appends to LOADED_MODULES_FILE.esm.
const { renameSync, writeFileSync } = require("node:fs");
const { register } = require("node:module");
const { pathToFileURL } = require("node:url");

register(pathToFileURL(`${__dirname}/loaded-modules-hook.mjs`), { data: `${process.env.LOADED_MODULES_FILE}.esm` });

// Written beside it and renamed: a test waiting for the file must never find it created but still empty.
process.on("SIGUSR2", () => {
  const file = process.env.LOADED_MODULES_FILE;
  writeFileSync(`${file}.part`, JSON.stringify(Object.values(require.cache).filter((module) => module.loaded).map((module) => module.filename)));
  renameSync(`${file}.part`, file);
});
