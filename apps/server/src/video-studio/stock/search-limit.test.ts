import { describe, expect, it } from "vitest";
import { DomainError } from "../../kernel/errors.ts";
import { searchLimit } from "./search-limit.ts";

/** The refusal `take` throws, or undefined when the search was allowed. */
function refusal(take: () => void): DomainError | undefined {
  try {
    take();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe("each person's stock search limit", () => {
  it("allows `max` searches in any window, then says when the oldest leaves it", () => {
    let now = 0;
    const limit = searchLimit({ max: 3, windowSeconds: 600 }, () => now);
    for (const at of [0, 60_000, 120_000]) {
      now = at;
      expect(refusal(() => limit("ana"))).toBeUndefined();
    }
    now = 150_000;
    const refused = refusal(() => limit("ana"))!;
    expect(refused).toMatchObject({ kind: "rate_limited", code: "rate_limited", retryAfterSeconds: 450 });
    expect(refused.message).toBe("Stock searches are limited to 3 every 10 minutes for each person. Try again in 8 minutes.");
    // A refused search is not counted: the window slides past the first one as planned.
    now = 600_001;
    expect(refusal(() => limit("ana"))).toBeUndefined();
    expect(refusal(() => limit("ana"))?.retryAfterSeconds).toBe(60);
  });

  it("counts each person apart, and says a minute for the last seconds", () => {
    let now = 0;
    const limit = searchLimit({ max: 1, windowSeconds: 30 }, () => now);
    limit("ana");
    expect(refusal(() => limit("ben"))).toBeUndefined();
    now = 29_000;
    expect(refusal(() => limit("ana"))?.message).toBe(
      "Stock searches are limited to 1 every 30 seconds for each person. Try again in a minute.",
    );
  });
});
