import type { Server } from "node:http";
import type { Socket } from "node:net";
import { readRequestHead, type RequestHead } from "./request-head";

/**
 * A response the socket path writes whole: the status line and the headers every such response
 * shares, this response's own header lines (each ending in CRLF), and the body (none for HEAD or 304).
 */
export type SocketAnswer = {
  head: Buffer;
  ownHeaders: string;
  body: Buffer | null;
};

/** Answers a request on the socket, or null for node:http to answer it (and every later one on the connection). */
export type AnswerOnSocket = (
  head: RequestHead,
  socket: Socket,
) => SocketAnswer | null | Promise<SocketAnswer | null>;

export type SocketPath = {
  /** Closes the connections that wait for their next request (node:http's closeIdleConnections covers the others). */
  closeIdleConnections(): void;
  /** From now on every request goes to node:http, and idle connections are closed. */
  stop(): void;
};

const HEAD_END = Buffer.from("\r\n\r\n");

/**
 * Puts a path for cached pages in front of node:http's own handling of a server's connections
 * (decision 043). Each new connection's requests are read here while they are plain GET or HEAD
 * requests that `answer` answers; the first request it does not answer (or cannot read whole from
 * what has arrived) is handed, with everything after it, to node:http, which then keeps the
 * connection. A page-cache hit written here skips node:http's request and response objects, which
 * cost more than everything else in a hit.
 *
 * The server keeps its listening, limits, timeouts and closing: node:http's connection handler is
 * taken from the server and called for each handed-over connection, as the server would have.
 */
export function answerOnSockets(
  server: Server,
  answer: AnswerOnSocket,
): SocketPath {
  const [toHttp, ...others] = server.listeners("connection") as Array<
    (socket: Socket) => void
  >;
  if (!toHttp || others.length > 0)
    throw new Error(
      "The socket path expects node:http's own connection handler alone on the server.",
    );
  server.removeListener("connection", toHttp);

  const idle = new Set<Socket>();
  let stopped = false;

  server.on("connection", (socket: Socket) => {
    if (stopped) toHttp.call(server, socket);
    else serve(socket);
  });

  function serve(socket: Socket) {
    idle.add(socket);
    // Bytes at the start of the stream that belong to a request already answered (see `wait`).
    let answeredBytes = 0;

    const handOver = (unread?: Buffer) => {
      socket.pause();
      socket.removeListener("data", onData);
      socket.removeListener("end", onEnd);
      socket.removeListener("error", onError);
      socket.removeListener("timeout", onTimeout);
      socket.removeListener("close", onClose);
      socket.setTimeout(0);
      idle.delete(socket);
      if (unread && unread.length > 0) socket.unshift(unread);
      toHttp.call(server, socket);
      // node:http reads the socket from here, starting with what was put back.
      socket.resume();
    };

    /** The answer needs the database (PostgreSQL's version read): the bytes go back to the stream until it comes. */
    const wait = (
      pending: Promise<SocketAnswer | null>,
      unread: Buffer,
      requestBytes: number,
    ) => {
      socket.pause();
      socket.unshift(unread);
      pending.then(
        (answered) => {
          if (!answered || stopped || socket.destroyed)
            return socket.destroyed ? undefined : handOver();
          answeredBytes = requestBytes;
          if (write(answered)) socket.resume();
          else readAfterDrain(Buffer.alloc(0));
        },
        () => handOver(),
      );
    };

    /** Writes an answer; false once the socket holds more than it should before the client reads (see onData). */
    const write = (answered: SocketAnswer): boolean => {
      socket.write(answered.head);
      const own = `${answered.ownHeaders}Date: ${httpDate()}\r\n${connectionHeaders(server)}\r\n`;
      const room = socket.write(own, "latin1");
      return answered.body ? socket.write(answered.body) : room;
    };

    /** Reads on, from the bytes put back first, once what was written has gone to the client. */
    const readAfterDrain = (unread: Buffer) => {
      // Paused first: put back on a flowing stream, the bytes would come straight back to onData.
      socket.pause();
      if (unread.length > 0) socket.unshift(unread);
      socket.once("drain", () => {
        idle.add(socket);
        socket.resume();
      });
    };

    function onData(received: Buffer) {
      let chunk = received;
      if (answeredBytes > 0) {
        const skipped = Math.min(answeredBytes, chunk.length);
        answeredBytes -= skipped;
        chunk = chunk.subarray(skipped);
        if (chunk.length === 0) {
          idle.add(socket);
          return;
        }
      }
      idle.delete(socket);
      // Answers to pipelined requests go out in one write.
      socket.cork();
      try {
        let start = 0;
        while (start < chunk.length) {
          const end = chunk.indexOf(HEAD_END, start);
          // A head not yet whole (node:http's header timeout then applies), or the path is closing.
          if (end === -1 || stopped) return handOver(chunk.subarray(start));
          const head = readRequestHead(chunk, start, end);
          const answered = head ? answer(head, socket) : null;
          if (answered === null) return handOver(chunk.subarray(start));
          const next = end + HEAD_END.length;
          if (answered instanceof Promise)
            return wait(answered, chunk.subarray(start), next - start);
          const room = write(answered);
          start = next;
          if (!room) {
            // A client that sends faster than it reads: the requests after this one wait on the
            // socket until its answers have gone, so a pipelined burst never piles up here.
            return readAfterDrain(chunk.subarray(start));
          }
        }
      } finally {
        socket.uncork();
      }
      idle.add(socket);
    }
    // The client will send nothing more: close once the answers written have gone.
    function onEnd() {
      socket.end();
    }
    function onError() {
      socket.destroy();
    }
    function onTimeout() {
      socket.destroy();
    }
    function onClose() {
      idle.delete(socket);
    }

    socket.on("data", onData);
    socket.on("end", onEnd);
    socket.on("error", onError);
    socket.on("close", onClose);
    // As node:http closes a kept-alive connection that stays idle.
    socket.setTimeout(server.keepAliveTimeout);
    socket.on("timeout", onTimeout);
  }

  const closeIdleConnections = () => {
    for (const socket of idle) socket.destroy();
    idle.clear();
  };
  return {
    closeIdleConnections,
    stop() {
      stopped = true;
      closeIdleConnections();
    },
  };
}

let keptAliveFor = -1;
let keepAliveHeaders = "";

/** Connection headers as node:http writes them for a kept-alive connection (made again only if the server's timeout changes). */
function connectionHeaders(server: Server): string {
  if (server.keepAliveTimeout !== keptAliveFor) {
    keptAliveFor = server.keepAliveTimeout;
    const seconds = Math.floor(keptAliveFor / 1000);
    keepAliveHeaders =
      keptAliveFor > 0
        ? `Connection: keep-alive\r\nKeep-Alive: timeout=${seconds}\r\n`
        : "Connection: keep-alive\r\n";
  }
  return keepAliveHeaders;
}

let dateSecond = -1;
let dateValue = "";

/** The Date header's value, made once a second. */
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateValue = new Date(now).toUTCString();
  }
  return dateValue;
}
