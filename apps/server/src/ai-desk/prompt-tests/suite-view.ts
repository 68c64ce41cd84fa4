import {
  PROMPT_TEST_RUN_STATUSES,
  type PromptTestPrompt,
  type PromptTestSuite,
  type PromptTestSuiteFile,
  type PromptTestSuiteSummary,
} from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import { promptInputSchema } from "./suite-body.ts";
import type { SuiteListing, SuitePromptRow, SuiteWithPrompts } from "./suite-queries.ts";

const promptInput = (row: SuitePromptRow): Omit<PromptTestPrompt, "id"> => ({
  name: row.name,
  prompt: row.prompt,
  aspect_ratio: row.aspectRatio,
  template_id: row.templateId,
  expectations: row.expectations,
});

const promptView = (row: SuitePromptRow): PromptTestPrompt => ({ id: row.id, ...promptInput(row) });

export const suiteView = (suite: SuiteWithPrompts): PromptTestSuite => ({
  id: suite.id,
  name: suite.name,
  description: suite.description,
  starter: suite.starter,
  updated_at: suite.updatedAt.toISOString(),
  prompts: suite.prompts.map(promptView),
});

export const suiteSummaryView = ({ suite, promptCount, recentRuns }: SuiteListing): PromptTestSuiteSummary => {
  const [last] = recentRuns;
  return {
    id: suite.id,
    name: suite.name,
    description: suite.description,
    starter: suite.starter,
    updated_at: suite.updatedAt.toISOString(),
    prompt_count: promptCount,
    last_run: last ? { id: last.id, status: last.status, score: last.score, created_at: last.createdAt.toISOString() } : null,
    recent_scores: recentRuns.flatMap((run) => (run.score === null ? [] : [run.score])).reverse(),
  };
};

/** The suite as a file: what import takes back (ids left out, so an import is a new suite). */
export const suiteFileView = (suite: SuiteWithPrompts): PromptTestSuiteFile => ({
  format: "framewise-prompt-suite",
  version: 1,
  name: suite.name,
  description: suite.description,
  prompts: suite.prompts.map(promptInput),
});

const suiteFields = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  starter: z.boolean().describe("The starter suite shipped with the product."),
  updated_at: timestamp,
};

export const promptSchema = promptInputSchema.extend({ id: z.string() }).meta({ id: "PromptTestPrompt" });

export const suiteSchema = z.strictObject({ ...suiteFields, prompts: z.array(promptSchema) }).meta({ id: "PromptTestSuite" });

export const suiteSummarySchema = z
  .strictObject({
    ...suiteFields,
    prompt_count: z.number(),
    last_run: z
      .strictObject({ id: z.string(), status: z.enum(PROMPT_TEST_RUN_STATUSES), score: z.number().nullable(), created_at: timestamp })
      .nullable(),
    recent_scores: z.array(z.number()).describe("The latest runs' scores (0–1), oldest first."),
  })
  .meta({ id: "PromptTestSuiteSummary" }) satisfies z.ZodType<PromptTestSuiteSummary>;
