import pino from "pino";
import { createElement } from "react";
import {
  createRequestHandler,
  type ServerBuild,
  useLoaderData,
} from "react-router";
import { expect, it } from "vitest";
import { newRequestContext } from "~/request-context";
import type { AppServices } from "~/services/services.server";
import * as entry from "./entry.server";

function Page() {
  const { rows } = useLoaderData() as { rows: string[] };
  const list = createElement(
    "ul",
    null,
    ...rows.map((row) => createElement("li", { key: row }, row)),
  );
  return createElement(
    "html",
    { lang: "en" },
    createElement("body", null, list),
  );
}

/** One route rendered by this app's document renderer through React Router's own request handler. */
const build = {
  entry: { module: entry },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        default: Page,
        loader: () => ({ rows: ["Panel PC", "Box PC"] }),
      },
    },
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: {
      root: { id: "root", module: "/root.js", hasLoader: true, imports: [] },
    },
    url: "/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  basename: "/",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial" },
} as unknown as ServerBuild;

const timers = () =>
  process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

it("renders a document whole and leaves no timer behind to hold the render in memory", async () => {
  const handler = createRequestHandler(build, "production");
  const services = {
    logger: pino({ level: "silent" }),
  } as unknown as AppServices;
  const render = () =>
    handler(
      new Request("http://127.0.0.1/"),
      newRequestContext(services, {
        nonce: "n0nce",
        clientIp: null,
        shared: new Map(),
        documentMarkup: new Map(),
      }),
    );

  await (await render()).text();
  const before = timers();
  const responses = await Promise.all([render(), render(), render()]);
  for (const response of responses) {
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<li>Panel PC</li><li>Box PC</li>");
  }
  // The renderer's deadline (abort after streamTimeout) is cleared once each document is whole.
  expect(timers()).toBe(before);
});
