import { PassThrough } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { readableLine } from "./readable-line.ts";

const plain = new PassThrough();
const at = new Date(2026, 11, 2, 9, 5, 7).getTime();
// Colours (where FORCE_COLOR asks for them) are left out of the comparison.
const line = (entry: object) =>
  stripVTControlCharacters(readableLine(`${JSON.stringify({ level: 30, time: at, pid: 1, hostname: "vm", ...entry })}\n`, plain));

describe("a log line read on a terminal", () => {
  it("says the time, the level and the message, then the other fields, without pino's bookkeeping", () => {
    expect(line({ reqId: "req-1", msg: "GET /videos 200 12 ms" })).toBe("09:05:07 INFO  GET /videos 200 12 ms\n");
    expect(line({ level: 40, msg: "Renders go back to the queue", renders: ["r1"], count: 1 })).toBe(
      '09:05:07 WARN  Renders go back to the queue renders=["r1"] count=1\n',
    );
  });

  it("puts an error's stack under its line", () => {
    const err = { type: "Error", message: "boom", stack: "Error: boom\n    at work (job.ts:1:1)" };
    expect(line({ level: 50, msg: "Job queue error", err })).toBe(
      "09:05:07 ERROR Job queue error\n    Error: boom\n        at work (job.ts:1:1)\n",
    );
  });

  it("gives a mail's link a line of its own, to click or copy whole", () => {
    const link = "http://localhost:3000/api/auth/verify-email?token=abc";
    const mail = { to: "ann@example.com", subject: "Verify your email address", file: "/data/outbox/1.eml", link };
    const written = line({
      mail,
      msg: `Mail to ann@example.com: "Verify your email address" written to /data/outbox/1.eml (link: ${link})`,
    });
    expect(written).toBe(`09:05:07 INFO  Mail to ann@example.com: "Verify your email address" written to /data/outbox/1.eml\n${link}\n`);
  });

  it("passes on what is not pino's JSON", () => {
    expect(readableLine("plain words\n", plain)).toBe("plain words\n");
  });
});
