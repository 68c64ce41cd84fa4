import { expect, test } from "vitest";
import { relativeTime } from "./relative-time";

const now = Date.parse("2026-05-10T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

test("says how long ago, coarser as time passes", () => {
  expect(relativeTime(ago(20_000), now, "en")).toBe("just now");
  expect(relativeTime(ago(5 * 60_000), now, "en")).toBe("5 min. ago");
  expect(relativeTime(ago(3 * 3_600_000), now, "en")).toBe("3 hr. ago");
  expect(relativeTime(ago(30 * 3_600_000), now, "en")).toBe("yesterday");
  expect(relativeTime(ago(3 * 86_400_000), now, "en")).toBe("3 days ago");
  expect(relativeTime("2026-01-02T12:00:00Z", now, "en")).toBe("Jan 2, 2026");
  // A clock a little behind the server's is not "in the future".
  expect(relativeTime(ago(-5_000), now, "en")).toBe("just now");
});
