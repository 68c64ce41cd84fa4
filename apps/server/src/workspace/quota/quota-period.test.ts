import { describe, expect, it } from "vitest";
import { monthsUpTo, periodOf, resetsAt } from "./quota-period.ts";

describe("quota periods", () => {
  const lastMomentOfYear = new Date("2026-12-31T23:59:59.999Z");

  it("counts monthly metrics by UTC month and storage in one period", () => {
    expect(periodOf("renders", lastMomentOfYear)).toBe("2026-12");
    expect(periodOf("storage_bytes", lastMomentOfYear)).toBe("total");
  });

  it("resets on the first of the next month, across a year's end, and never for storage", () => {
    expect(resetsAt("image_generations", lastMomentOfYear)).toBe("2027-01-01T00:00:00.000Z");
    expect(resetsAt("storage_bytes", lastMomentOfYear)).toBeNull();
  });

  it("lists twelve months oldest first, ending with the current one", () => {
    const months = monthsUpTo(new Date("2026-03-15T12:00:00Z"), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-04");
    expect(months.at(-1)).toBe("2026-03");
  });
});
