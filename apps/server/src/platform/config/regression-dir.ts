import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The checkout's cases, which `e2e/tests/render-regressions.spec.ts` checks. */
const checkoutCases = fileURLToPath(new URL("../../../../../e2e/regression-cases", import.meta.url));

/**
 * Where "save as a regression case" writes (`RENDER_REGRESSION_DIR`): the folder named, none for
 * `none`, and by default the checkout's `e2e/regression-cases` when the server runs from a
 * checkout that has it (an installed server has no test suite to feed).
 */
export function regressionDirFrom(value: string | undefined): string | undefined {
  if (value === "none") return undefined;
  if (value) return value;
  return existsSync(checkoutCases) ? checkoutCases : undefined;
}
