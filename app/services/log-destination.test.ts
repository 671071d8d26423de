import { describe, expect, it } from "vitest";
import { batchedPerTurn } from "./log-destination.server";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("batchedPerTurn", () => {
  it("hands the lines of one turn on as one write, in order, and those of the next turn as another", async () => {
    const writes: string[] = [];
    const batch = batchedPerTurn({ write: (text) => writes.push(text) });
    batch.write("a\n");
    batch.write("b\n");
    batch.write("c\n");
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(["a\nb\nc\n"]);
    batch.write("d\n");
    await nextTurn();
    expect(writes).toEqual(["a\nb\nc\n", "d\n"]);
  });

  it("writes what is waiting at once when flushed (at exit), and nothing twice", async () => {
    const writes: string[] = [];
    const batch = batchedPerTurn({ write: (text) => writes.push(text) });
    batch.write("last\n");
    batch.flush();
    expect(writes).toEqual(["last\n"]);
    await nextTurn();
    batch.flush();
    expect(writes).toEqual(["last\n"]);
  });
});
