import { describe, expect, it } from "vitest";
import { z } from "zod";
import { onceMessageId } from "./webhook-message.ts";

describe("once-only message ids", () => {
  it("are the same UUID for the same event in every process, and differ between events", () => {
    const id = onceMessageId("render.finished:3f0c6a9e-0000-4000-8000-000000000001");
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe("5");
    expect(onceMessageId("render.finished:3f0c6a9e-0000-4000-8000-000000000001")).toBe(id);
    expect(onceMessageId("render.finished:3f0c6a9e-0000-4000-8000-000000000002")).not.toBe(id);
  });
});
