import { expect, test } from "vitest";
import { formatQuota, toLedgerAmount } from "./quota-units";

test("ledger amounts read in people's units", () => {
  expect(formatQuota("renders", 12)).toBe("12 renders");
  expect(formatQuota("render_seconds", 270)).toBe("4.5 minutes");
  expect(formatQuota("storage_bytes", 1.25 * 1024 ** 3)).toBe("1.3 GB");
  expect(formatQuota("storage_bytes", 3 * 1024 ** 2)).toBe("3 MB");
  expect(formatQuota("image_generations", -1)).toBe("-1 generations");
});

test("a grant typed in minutes or MB is sent in seconds or bytes", () => {
  expect(toLedgerAmount("render_seconds", 30)).toBe(1800);
  expect(toLedgerAmount("storage_bytes", 500)).toBe(500 * 1024 * 1024);
  expect(toLedgerAmount("renders", 5)).toBe(5);
});
