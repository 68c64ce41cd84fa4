import { PassThrough } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { logOutput } from "./log-output.ts";

const terminal = (isTTY: boolean) => Object.assign(new PassThrough(), { isTTY }) as unknown as NodeJS.WriteStream;

describe("where the server logs", () => {
  it("keeps pino's JSON when the output is not a terminal", () => {
    expect(logOutput("info", terminal(false))).toEqual({ readable: false, logger: { level: "info" } });
  });

  it("writes readable lines on a terminal", () => {
    const out = terminal(true);
    const chunks: string[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const output = logOutput("warn", out);
    expect(output.readable).toBe(true);
    expect(output.logger.level).toBe("warn");
    output.logger.stream!.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: "Low on disk" })}\n`);
    expect(stripVTControlCharacters(chunks.join(""))).toMatch(/^\d\d:\d\d:\d\d WARN {2}Low on disk\n$/);
  });
});
