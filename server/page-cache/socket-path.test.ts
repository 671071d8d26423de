import { createServer, type Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { RequestHead } from "./request-head";
import {
  answerOnSockets,
  type AnswerOnSocket,
  type SocketAnswer,
  type SocketPath,
} from "./socket-path";

/** What the socket path answers for `path`: a page whose body names the path. */
function answerFor(path: string, status = 200): SocketAnswer {
  const body = Buffer.from(`socket ${path}`);
  return {
    head: Buffer.from(
      `HTTP/1.1 ${status} OK\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n`,
    ),
    ownHeaders: "X-Answered-By: socket\r\n",
    body,
  };
}

type Started = {
  server: Server;
  port: number;
  path: SocketPath;
  seen: RequestHead[];
  appSeen: string[];
};
let started: Started | undefined;

/**
 * A node:http server whose own listener answers "app <method> <url> <body>", with the socket path in
 * front of it answering what `answer` answers. Each head the socket path read is kept in `seen`.
 */
async function start(
  answer: AnswerOnSocket,
  options: { headersTimeout?: number } = {},
): Promise<Started> {
  const appSeen: string[] = [];
  const server = createServer(
    { connectionsCheckingInterval: 50 },
    (req, res) => {
      let received = "";
      req.on("data", (chunk: Buffer) => (received += chunk.toString()));
      req.on("end", () => {
        appSeen.push(`${req.method} ${req.url}`);
        const body = `app ${req.method} ${req.url} ${received}`;
        res.writeHead(200, {
          "Content-Type": "text/plain",
          "Content-Length": Buffer.byteLength(body),
        });
        res.end(body);
      });
    },
  );
  if (options.headersTimeout) {
    server.headersTimeout = options.headersTimeout;
    server.requestTimeout = options.headersTimeout * 2;
  }
  const seen: RequestHead[] = [];
  const path = answerOnSockets(server, (head, socket) => {
    seen.push(head);
    return answer(head, socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  started = {
    server,
    port: (server.address() as AddressInfo).port,
    path,
    seen,
    appSeen,
  };
  return started;
}

afterEach(async () => {
  if (!started) return;
  const { server, path } = started;
  started = undefined;
  path.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Response = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

/** Reads whole responses off the connection as they come (a body as long as its Content-Length). */
function reader(socket: Socket) {
  let text = "";
  let closed = false;
  const responses: Response[] = [];
  const waiters: Array<() => void> = [];
  const parse = () => {
    for (;;) {
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return;
      const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      const length = Number(headers["content-length"] ?? 0);
      if (text.length < end + 4 + length) return;
      responses.push({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: text.slice(end + 4, end + 4 + length),
      });
      text = text.slice(end + 4 + length);
    }
  };
  const wake = () => waiters.splice(0).forEach((wakeUp) => wakeUp());
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
    parse();
    wake();
  });
  socket.on("close", () => {
    closed = true;
    wake();
  });
  return {
    responses,
    get closed() {
      return closed;
    },
    /** Resolves once `count` responses have come (or the connection closed first). */
    async waitFor(count: number): Promise<Response[]> {
      while (responses.length < count && !closed)
        await new Promise<void>((resolve) => waiters.push(resolve));
      return responses.slice(0, count);
    },
    async waitForClose(): Promise<void> {
      while (!closed)
        await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

async function open(port: number) {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  return { socket, read: reader(socket) };
}

const get = (path: string, ...headers: string[]) =>
  [`GET ${path} HTTP/1.1`, "Host: shop.test", ...headers, "", ""].join("\r\n");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const onlyPagesUnder =
  (prefix: string): AnswerOnSocket =>
  (head) =>
    head.url.startsWith(prefix) ? answerFor(head.url) : null;

describe("the page cache's socket path", () => {
  it("answers requests on a kept-alive connection itself, with node:http's connection headers", async () => {
    const { port, appSeen } = await start(onlyPagesUnder("/"));
    const { socket, read } = await open(port);
    socket.write(get("/one", "Accept-Encoding: gzip"));
    const [first] = await read.waitFor(1);
    socket.write(get("/two"));
    const [, second] = await read.waitFor(2);
    socket.end();

    expect(first).toMatchObject({
      status: 200,
      body: "socket /one",
      headers: {
        "x-answered-by": "socket",
        connection: "keep-alive",
        "keep-alive": "timeout=5",
      },
    });
    expect(new Date(first.headers.date).getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    expect(second.body).toBe("socket /two");
    expect(appSeen).toEqual([]);
  });

  it("answers pipelined requests in order, handing the first it does not answer and all after it to node:http", async () => {
    const { port, seen, appSeen } = await start(onlyPagesUnder("/page"));
    const { socket, read } = await open(port);
    socket.write(
      get("/page/1") + get("/page/2") + get("/other") + get("/page/3"),
    );
    const answers = await read.waitFor(4);
    socket.write(get("/page/4"));
    const [, , , , last] = await read.waitFor(5);
    socket.end();

    expect(answers.map((answer) => answer.body)).toEqual([
      "socket /page/1",
      "socket /page/2",
      "app GET /other ",
      "app GET /page/3 ",
    ]);
    expect(last.body).toBe("app GET /page/4 ");
    // Once handed over, the connection is node:http's: the socket path saw nothing after /other.
    expect(seen.map((head) => head.url)).toEqual([
      "/page/1",
      "/page/2",
      "/other",
    ]);
    expect(appSeen).toEqual(["GET /other", "GET /page/3", "GET /page/4"]);
  });

  it("leaves a request it cannot read plainly, its body included, to node:http", async () => {
    const { port, seen } = await start(onlyPagesUnder("/"));
    const { socket, read } = await open(port);
    // A GET with a body: its framing is node:http's to read, or the body would pass for the next request.
    socket.write(
      [
        "GET /with-body HTTP/1.1",
        "Host: shop.test",
        "Content-Length: 22",
        "",
        "GET /smuggled HTTP/1.1",
      ].join("\r\n"),
    );
    const [answer] = await read.waitFor(1);
    socket.write(get("/after"));
    const [, after] = await read.waitFor(2);
    socket.end();

    expect(answer.body).toBe("app GET /with-body GET /smuggled HTTP/1.1");
    expect(after.body).toBe("app GET /after ");
    expect(seen).toEqual([]);
  });

  it("hands a head that arrives in pieces to node:http, which reads it whole", async () => {
    const { port, seen } = await start(onlyPagesUnder("/"));
    const { socket, read } = await open(port);
    const request = get("/slow");
    socket.write(request.slice(0, 20));
    await pause(50);
    socket.write(request.slice(20));
    const [answer] = await read.waitFor(1);
    socket.end();

    expect(answer.body).toBe("app GET /slow ");
    expect(seen).toEqual([]);
  });

  it("leaves a head that never ends to node:http's header timeout", async () => {
    const { port } = await start(onlyPagesUnder("/"), { headersTimeout: 200 });
    const { socket, read } = await open(port);
    socket.write("GET / HTTP/1.1\r\nHost: shop.test\r\n");
    await read.waitForClose();
    // node:http answers 408 and closes the connection.
    expect(read.responses.map((response) => response.status)).toEqual([408]);
  });

  it("writes no body for HEAD or for a 304", async () => {
    const { port } = await start((head) => {
      if (head.url === "/unchanged")
        return {
          head: Buffer.from('HTTP/1.1 304 Not Modified\r\nETag: "1"\r\n'),
          ownHeaders: "",
          body: null,
        };
      const answer = answerFor(head.url);
      return head.method === "HEAD" ? { ...answer, body: null } : answer;
    });
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.end(
      `HEAD /page HTTP/1.1\r\nHost: shop.test\r\n\r\n${get("/unchanged")}${get("/page")}`,
    );
    await new Promise((resolve) => socket.once("close", resolve));

    const heads = text.split(/(?=HTTP\/1\.1 )/);
    expect(heads.map((response) => response.split("\r\n")[0])).toEqual([
      "HTTP/1.1 200 OK",
      "HTTP/1.1 304 Not Modified",
      "HTTP/1.1 200 OK",
    ]);
    // HEAD keeps the length of the body it does not get; neither it nor the 304 is followed by one.
    expect(heads[0]).toMatch(/Content-Length: 12\r\n[^]*\r\n\r\n$/);
    expect(heads[1]).toMatch(/\r\n\r\n$/);
    expect(heads[2]).toMatch(/\r\n\r\nsocket \/page$/);
  });

  it("waits for an answer that needs the database, keeping the requests after it in order", async () => {
    let release: (answered: SocketAnswer | null) => void = () => {};
    const { port, seen, appSeen } = await start((head) =>
      head.url === "/waits" || head.url === "/waits-then-no"
        ? new Promise<SocketAnswer | null>((resolve) => {
            release = (answered) => resolve(answered);
          })
        : answerFor(head.url),
    );
    const { socket, read } = await open(port);
    socket.write(get("/waits") + get("/next"));
    await pause(30);
    expect(read.responses).toEqual([]);
    release(answerFor("/waits"));
    const answers = await read.waitFor(2);
    expect(answers.map((answer) => answer.body)).toEqual([
      "socket /waits",
      "socket /next",
    ]);

    // Not a hit after all: node:http reads that request and the rest, from their first byte.
    socket.write(get("/waits-then-no") + get("/last"));
    await pause(30);
    release(null);
    const all = await read.waitFor(4);
    socket.end();
    expect(all.slice(2).map((answer) => answer.body)).toEqual([
      "app GET /waits-then-no ",
      "app GET /last ",
    ]);
    expect(seen.map((head) => head.url)).toEqual([
      "/waits",
      "/next",
      "/waits-then-no",
    ]);
    expect(appSeen).toEqual(["GET /waits-then-no", "GET /last"]);
  });

  it("reads no further requests while a client does not read its answers", async () => {
    const big = Buffer.alloc(1024 * 1024, "x");
    const { port, seen } = await start(() => ({
      head: Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${big.length}\r\n`),
      ownHeaders: "",
      body: big,
    }));
    const socket = connect(port, "127.0.0.1");
    socket.pause();
    // 200 requests in one go, each for a megabyte, from a client that reads nothing yet.
    socket.write(get("/big").repeat(200));
    await pause(300);
    const whileNotReading = seen.length;
    expect(whileNotReading).toBeLessThan(100);

    let received = 0;
    socket.on("data", (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    while (received < 200 * big.length) await pause(20);
    socket.end();
    expect(seen).toHaveLength(200);
  });

  it("sends what it answered, then closes, when the client has sent its last request", async () => {
    const { port } = await start(onlyPagesUnder("/"));
    const { socket, read } = await open(port);
    socket.end(get("/bye"));
    await read.waitForClose();
    expect(read.responses.map((response) => response.body)).toEqual([
      "socket /bye",
    ]);
  });

  it("closes connections waiting for their next request, and once stopped hands every request to node:http", async () => {
    const { port, path, appSeen } = await start(onlyPagesUnder("/"));
    const idle = await open(port);
    idle.socket.write(get("/one"));
    await idle.read.waitFor(1);
    const busy = await open(port);

    path.closeIdleConnections();
    await idle.read.waitForClose();
    await busy.read.waitForClose();

    path.stop();
    const later = await open(port);
    later.socket.write(get("/after-stop"));
    const [answer] = await later.read.waitFor(1);
    later.socket.end();
    expect(answer.body).toBe("app GET /after-stop ");
    expect(appSeen).toEqual(["GET /after-stop"]);
  });
});
