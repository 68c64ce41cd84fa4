import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, signUpStaff, test } from "../support/fixtures.ts";

/** The cases "Save as regression case" writes: the server's RENDER_REGRESSION_DIR defaults to this folder in a checkout. */
const casesDir = fileURLToPath(new URL("../regression-cases/", import.meta.url));

interface SavedCase {
  name: string;
  allowance: { max_over_percent: number; max_mean_difference: number };
}

const cases = await Promise.all(
  (await readdir(casesDir))
    .filter((file) => file.endsWith(".json"))
    .map(async (file) => JSON.parse(await readFile(`${casesDir}${file}`, "utf8")) as SavedCase),
);

test("there are regression cases to check", () => {
  expect(cases.length).toBeGreaterThan(0);
});

for (const saved of cases)
  test(`regression case ${saved.name}: the browser's frames stay within its allowance of the server's`, async ({ page }) => {
    await signUpStaff(page);
    // The bench's own path: the case opened by name, compared, judged against its allowance.
    await page.goto(`/remotion-test?case=${saved.name}`);
    const compare = page.getByRole("button", { name: /^Compare/ });
    await expect(compare).toBeEnabled();
    await compare.click();
    const summary = page.getByTestId("comparison-summary");
    await expect(summary).toHaveAttribute("data-finished", "true", { timeout: 60_000 });
    const overPercent = Number(await summary.getAttribute("data-max-over-percent"));
    const meanDifference = Number(await summary.getAttribute("data-max-mean-difference"));
    console.log(`${saved.name}:`, { overPercent, meanDifference, allowance: saved.allowance });
    expect(overPercent).toBeLessThanOrEqual(saved.allowance.max_over_percent);
    expect(meanDifference).toBeLessThanOrEqual(saved.allowance.max_mean_difference);
    await expect(page.getByTestId("case-verdict")).toHaveAttribute("data-within", "true");
  });
