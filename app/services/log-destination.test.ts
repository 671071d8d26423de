import { afterEach, describe, expect, it, vi } from "vitest";
import { blockWriter } from "./log-destination.server";

function collecting(blockBytes = 64) {
  const blocks: string[] = [];
  const writer = blockWriter({ write: (block) => blocks.push(block.toString("utf8")) }, { blockBytes, maxDelayMs: 200 });
  return { blocks, writer };
}

describe("blockWriter", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands lines on as one block, in order, once the oldest has waited the longest delay", () => {
    vi.useFakeTimers();
    const { blocks, writer } = collecting();
    writer.write("a\n");
    writer.write("b\n");
    vi.advanceTimersByTime(199);
    expect(blocks).toEqual([]);
    writer.write("c\n");
    vi.advanceTimersByTime(1);
    expect(blocks).toEqual(["a\nb\nc\n"]);
    writer.write("d\n");
    vi.advanceTimersByTime(200);
    expect(blocks).toEqual(["a\nb\nc\n", "d\n"]);
  });

  it("hands a block on before a line that would not fit, and never cuts a line, whatever its characters", () => {
    vi.useFakeTimers();
    const { blocks, writer } = collecting(64);
    const lines = ["first line, 20 chars\n", "ünïcödé → ✓ 😀\n", "x".repeat(30) + "\n", "y".repeat(200) + "\n", "last\n"];
    for (const line of lines) writer.write(line);
    vi.advanceTimersByTime(200);
    expect(blocks.join("")).toBe(lines.join(""));
    for (const block of blocks) expect(block.endsWith("\n")).toBe(true);
    expect(blocks.length).toBeGreaterThan(2);
  });

  it("keeps each block's bytes after handing it on, while later lines are written", () => {
    vi.useFakeTimers();
    const held: Buffer[] = [];
    const writer = blockWriter({ write: (block) => held.push(block) }, { blockBytes: 96, maxDelayMs: 200 });
    writer.write("one two three four five\n");
    writer.write("six seven eight nine ten\n");
    writer.write("eleven\n");
    vi.advanceTimersByTime(200);
    expect(held.map((block) => block.toString())).toEqual(["one two three four five\n", "six seven eight nine ten\neleven\n"]);
  });

  it("writes what is waiting at once when flushed (at exit), and nothing twice", () => {
    vi.useFakeTimers();
    const { blocks, writer } = collecting();
    writer.write("last\n");
    writer.flush();
    expect(blocks).toEqual(["last\n"]);
    vi.advanceTimersByTime(1000);
    writer.flush();
    expect(blocks).toEqual(["last\n"]);
  });
});
