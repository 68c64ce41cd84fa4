import { TEXT_PLANNER_TARGET, type PromptTestResult } from "@framewise/contracts";

/** One prompt of a run across its targets: the cells in the run's target order (undefined where a target has no result). */
export interface ComparisonRow {
  promptId: string;
  name: string;
  prompt: string;
  language: string | null;
  cells: (PromptTestResult | undefined)[];
}

/** A run's results as rows of prompts (in run order) by columns of targets; `failuresOnly` keeps the prompts some target failed. */
export function comparisonRows(results: readonly PromptTestResult[], targets: readonly string[], failuresOnly = false): ComparisonRow[] {
  const rows = new Map<string, ComparisonRow>();
  for (const result of results) {
    let row = rows.get(result.prompt_id);
    if (!row) {
      row = {
        promptId: result.prompt_id,
        name: result.prompt_name,
        prompt: result.prompt,
        language: result.language,
        cells: targets.map(() => undefined),
      };
      rows.set(result.prompt_id, row);
    }
    const column = targets.indexOf(result.target);
    if (column >= 0) row.cells[column] = result;
  }
  const all = [...rows.values()];
  return failuresOnly ? all.filter((row) => row.cells.some((cell) => cell?.status === "failed")) : all;
}

/** How staff read a target: the baseline by name, a model by its id. */
export const targetLabel = (target: string) => (target === TEXT_PLANNER_TARGET ? "Text planner (baseline)" : target);
