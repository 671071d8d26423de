import type { Plugin } from "vite";

/**
 * React Router's server rendering redoes, on every page request, work whose result depends only on
 * the build (decision 028, measured with `node --cpu-prof` on an uncached product page):
 * - `ServerRouter` rebuilds the whole route tree from the manifest (about 2% of the request), and
 *   `createStaticRouter` converts that tree into data routes again (another 2%);
 * - every `Link` and `NavLink` resolves its path two or three times, each time writing its route's
 *   path names out as JSON and parsing them back (the key of a memo that a server render, which
 *   runs each component once, never reuses): about an eighth of what an admin list page allocates,
 *   with its hundred links;
 * - `Scripts` matches every parent path of the URL against every route to list the routes the
 *   browser is told about up front (about 6.5%: each match joins and tests paths for all ~100 routes),
 *   then prints that manifest indented with two spaces;
 * - the request handler asks `process.env` twice whether the process is React Router's own
 *   pre-rendering build (about 1%: each read of `process.env` goes through the C++ environment).
 *
 * These edits to the production build of React Router, on the server only, keep those results: the
 * route tree per manifest (checked against the route modules), its data routes per tree (nothing on
 * the server changes a route once built), each route's path names per render (resolving reads them
 * and never changes them), the route ids matched per path, and
 * the environment answer. They change what is computed how often, never what is sent, apart from the
 * manifest's indentation. Every edit names the exact source text it replaces; if an upgrade of
 * React Router changes that text, the build fails here rather than silently running unpatched.
 */
type Edit = { why: string; find: string; replace: string; append?: string };

const EDITS: Edit[] = [
  {
    why: "ServerRouter builds the route tree once per manifest",
    find: `function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "",`,
    replace: `function createServerRoutesUncached(manifest, routeModules, future, isSpaMode, parentId = "",`,
    append: `
var serverRoutesByManifest = new WeakMap();
function createServerRoutes(manifest, routeModules, future, isSpaMode, ...nested) {
  if (nested.length > 0) return createServerRoutesUncached(manifest, routeModules, future, isSpaMode, ...nested);
  let kept = serverRoutesByManifest.get(manifest);
  let same = kept && kept.future === future && kept.isSpaMode === isSpaMode && kept.modules.every(([id, module]) => routeModules[id] === module);
  if (!same) {
    kept = { future, isSpaMode, modules: Object.entries(routeModules), routes: createServerRoutesUncached(manifest, routeModules, future, isSpaMode) };
    serverRoutesByManifest.set(manifest, kept);
  }
  return kept.routes;
}
`,
  },
  {
    why: "Scripts matches each parent path against the routes once",
    find: `    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }`,
    replace: `    for (let id of partialManifestRouteIds(manifest.routes, router, path)) routeIds.add(id);`,
    append: `
var routeIdsByPath = new WeakMap();
function partialManifestRouteIds(routesManifest, router, path) {
  let byPath = routeIdsByPath.get(routesManifest);
  if (!byPath) {
    byPath = new Map();
    routeIdsByPath.set(routesManifest, byPath);
  }
  let key = (router.basename || "/") + "\\n" + path;
  let ids = byPath.get(key);
  if (!ids) {
    let matches = matchRoutesImpl(router.routes, path, router.basename || "/", false, router.branches);
    ids = matches ? matches.map((m) => m.route.id) : [];
    if (byPath.size >= 2000) byPath.clear();
    byPath.set(key, ids);
  }
  return ids;
}
`,
  },
  {
    why: "the inline manifest is printed without indentation",
    find: `JSON.stringify(
        getPartialManifest(manifest, router),
        null,
        2
      )`,
    replace: `JSON.stringify(getPartialManifest(manifest, router))`,
  },
  {
    why: "createStaticRouter converts the route tree once per tree",
    find: `  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );
  let matches = context.matches.map((match) => {`,
    replace: `  let { manifest, dataRoutes } = staticDataRoutes(routes);
  let matches = context.matches.map((match) => {`,
    append: `
var staticDataRoutesByTree = new WeakMap();
function staticDataRoutes(routes) {
  let kept = staticDataRoutesByTree.get(routes);
  if (!kept) {
    let manifest = {};
    kept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };
    staticDataRoutesByTree.set(routes, kept);
  }
  return kept;
}
`,
  },
  {
    why: "useResolvedPath reads its route's path names once per route",
    find: `  let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
  return React2.useMemo(
    () => resolveTo(
      to,
      JSON.parse(routePathnamesJson),
      locationPathname,
      relative === "path"
    ),
    [to, routePathnamesJson, locationPathname, relative]
  );`,
    replace: `  return resolveTo(to, routePathnamesOf(matches), locationPathname, relative === "path");`,
    append: `
var routePathnamesByMatches = new WeakMap();
function routePathnamesOf(matches) {
  let pathnames = routePathnamesByMatches.get(matches);
  if (!pathnames) {
    pathnames = getResolveToMatches(matches);
    routePathnamesByMatches.set(matches, pathnames);
  }
  return pathnames;
}
`,
  },
  {
    why: "the pre-rendering check reads the environment once",
    find: `if (process.env.hasOwnProperty("IS_RR_BUILD_REQUEST") && process.env.IS_RR_BUILD_REQUEST === "yes") {`,
    replace: `if (isBuildRequestProcess ??= process.env.hasOwnProperty("IS_RR_BUILD_REQUEST") && process.env.IS_RR_BUILD_REQUEST === "yes") {`,
    append: `
var isBuildRequestProcess;
`,
  },
];

const PRODUCTION_FILES = "/react-router/dist/production/";

export function reactRouterServerCaches(): Plugin {
  const applied = new Set<Edit>();
  return {
    name: "showroom:react-router-server-caches",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!id.includes(PRODUCTION_FILES)) return null;
      let edited = code;
      for (const edit of EDITS) {
        const at = edited.indexOf(edit.find);
        if (at === -1) continue;
        if (applied.has(edit) || edited.indexOf(edit.find, at + 1) !== -1) {
          this.error(`React Router's source holds "${edit.why}"'s text more than once: revisit vite.react-router-server-caches.ts.`);
        }
        edited = edited.slice(0, at) + edit.replace + edited.slice(at + edit.find.length) + (edit.append ?? "");
        applied.add(edit);
      }
      return edited === code ? null : { code: edited, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = EDITS.filter((edit) => !applied.has(edit)).map((edit) => edit.why);
      if (missing.length > 0) {
        this.error(`React Router's source no longer matches these edits: ${missing.join("; ")}. Revisit vite.react-router-server-caches.ts for this version.`);
      }
    },
  };
}
