import { describe, expect, it } from "vitest";
import { afterFailure, retryLimitFor } from "./webhook-retry.ts";

const day = { delaySeconds: 30, maxDelaySeconds: 3600, windowSeconds: 86_400 };
const HOUR = 3_600_000;

describe("webhook retries", () => {
  it("asks pg-boss for enough retries that the shortest delays still span 24 hours", () => {
    const limit = retryLimitFor(day);
    // 30 s doubling to an hour: 30·(2⁷−1) s in the first seven, then hourly for the rest of the day.
    expect(limit).toBe(30);
    const shortest = Array.from({ length: limit }, (_, n) => Math.min(3600, 30 * 2 ** n));
    expect(shortest.reduce((sum, seconds) => sum + seconds, 0)).toBeGreaterThanOrEqual(86_400);
    expect(shortest.slice(0, -1).reduce((sum, seconds) => sum + seconds, 0)).toBeLessThan(86_400);
  });

  it("keeps trying within the window and gives up once 24 hours have passed since the cycle began", () => {
    const cycleStartedAt = new Date("2030-01-01T00:00:00Z");
    const at = (hours: number) => new Date(cycleStartedAt.getTime() + hours * HOUR);
    const attempt = { cycleStartedAt, retryCount: 5, retryLimit: 30 };
    expect(afterFailure(day, { ...attempt, now: at(1) })).toBe("retry");
    expect(afterFailure(day, { ...attempt, now: at(23.99) })).toBe("retry");
    expect(afterFailure(day, { ...attempt, now: at(24) })).toBe("give_up");
    expect(afterFailure(day, { ...attempt, now: at(30) })).toBe("give_up");
  });

  it("gives up when pg-boss has no retries left, even inside the window", () => {
    const now = new Date();
    expect(afterFailure(day, { cycleStartedAt: now, now, retryCount: 30, retryLimit: 30 })).toBe("give_up");
    expect(afterFailure(day, { cycleStartedAt: now, now, retryCount: 29, retryLimit: 30 })).toBe("retry");
  });
});
