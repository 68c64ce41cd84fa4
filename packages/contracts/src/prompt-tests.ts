/**
 * Automated prompt testing's shapes (`/api/v1/staff/prompt-tests/…`): suites of prompts with
 * expectations, runs of a suite against models and the text planner, and each prompt × target's
 * result. Shared by the server's schemas and the staff screens.
 */

/** The deterministic text planner, run beside the models as the baseline. */
export const TEXT_PLANNER_TARGET = "text-planner";

export const PROMPT_TEST_LIMITS = {
  suiteName: 80,
  suiteDescription: 500,
  promptName: 80,
  /** As long as a prompt the create screen takes. */
  promptLength: 5000,
  prompts: 200,
  /** Words or layouts in one expectation list. */
  listItems: 20,
  word: 80,
  rubric: 1000,
  targets: 8,
} as const;

/** The video shapes a prompt may ask for (the document's aspect ratios). */
export type PromptAspectRatio = "9:16" | "1:1" | "4:5" | "16:9";

export const PROMPT_TEST_RUN_STATUSES = ["queued", "running", "succeeded", "failed", "canceled"] as const;
export type PromptTestRunStatus = (typeof PROMPT_TEST_RUN_STATUSES)[number];

/** A result not reached yet (or never, in a canceled run), or every check passed, or one failed. */
export const PROMPT_TEST_RESULT_STATUSES = ["pending", "passed", "failed"] as const;
export type PromptTestResultStatus = (typeof PROMPT_TEST_RESULT_STATUSES)[number];

/** What each check looks at, in the order results list them. */
export const PROMPT_CHECKS = [
  "schema_valid",
  "scene_count",
  "duration",
  "layouts_required",
  "layouts_forbidden",
  "words_required",
  "words_forbidden",
  "media_used",
  "language",
] as const;
export type PromptCheckKind = (typeof PROMPT_CHECKS)[number];

export interface NumberRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** What a prompt's storyboard must be like. Every field but `schema_valid` is optional: left out, it is not checked. */
export interface PromptExpectations {
  /** The planner must answer a storyboard that passes the document's validation. */
  schema_valid: boolean;
  scene_count?: NumberRange | undefined;
  /** The storyboard's length in seconds (scenes that follow their voice keep their planned minimum). */
  duration?: NumberRange | undefined;
  layouts_required?: string[] | undefined;
  layouts_forbidden?: string[] | undefined;
  /** Words or phrases that must (or must not) be in the script: the on-screen text and the voiceover. */
  words_required?: string[] | undefined;
  words_forbidden?: string[] | undefined;
  /** True: at least one picture or clip is placed; false: none is. */
  media_used?: boolean | undefined;
  /** The script's language, as an ISO 639-1 code ("de"). */
  language?: string | undefined;
  /** What a judge model scores the storyboard against (1–5). A judgement, not a check: it never decides pass or fail. */
  judge_rubric?: string | undefined;
}

/** One prompt of a suite: what the planner is asked, and what its storyboard must be like. */
export interface PromptTestPromptInput {
  name: string;
  prompt: string;
  /** Left out: the brief decides, as on the create screen. */
  aspect_ratio?: PromptAspectRatio | null | undefined;
  template_id?: string | null | undefined;
  expectations: PromptExpectations;
}

export interface PromptTestPrompt extends PromptTestPromptInput {
  id: string;
  aspect_ratio: PromptAspectRatio | null;
  template_id: string | null;
}

export interface PromptTestRunBrief {
  id: string;
  status: PromptTestRunStatus;
  score: number | null;
  created_at: string;
}

/** A suite in the list: its size, its last run and its recent scores (oldest first) for a sparkline. */
export interface PromptTestSuiteSummary {
  id: string;
  name: string;
  description: string;
  starter: boolean;
  prompt_count: number;
  last_run: PromptTestRunBrief | null;
  recent_scores: number[];
  updated_at: string;
}

export interface PromptTestSuite extends Omit<PromptTestSuiteSummary, "prompt_count" | "last_run" | "recent_scores"> {
  prompts: PromptTestPrompt[];
}

/** A suite as a file: what export answers and import takes. */
export interface PromptTestSuiteFile {
  format: "framewise-prompt-suite";
  version: 1;
  name: string;
  description: string;
  prompts: PromptTestPromptInput[];
}

export interface PromptTestRun {
  id: string;
  suite_id: string;
  suite_name: string;
  status: PromptTestRunStatus;
  /** Model ids and `text-planner`, in the order they run. */
  targets: string[];
  judge_model_id: string | null;
  /** Results finished, of `total` (prompts × targets). */
  done: number;
  total: number;
  /** Share of finished results that passed every check (0–1); null before any finished. */
  score: number | null;
  /** The judge's mean score (1–5) over the results it scored; null without a judge. */
  judge_score: number | null;
  started_by: { id: string; name: string } | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface PromptCheckResult {
  check: PromptCheckKind;
  passed: boolean;
  /** What was found, for people: "7 scenes, expected 3–6". */
  detail: string;
}

/** What a result changed since the same prompt × target in the suite's previous finished run. */
export type PromptTestChange = "regressed" | "fixed" | null;

export interface PromptTestResult {
  id: string;
  prompt_id: string;
  prompt_name: string;
  /** The prompt as it was when the run started (the suite may have changed since). */
  prompt: string;
  language: string | null;
  target: string;
  status: PromptTestResultStatus;
  /** The storyboard the planner answered; null when it gave none. */
  document: unknown;
  checks: PromptCheckResult[];
  /** A judge model's opinion, shown as such: 1–5 with its reason. */
  judgement: { model_id: string; score: number | null; reason: string } | null;
  latency_ms: number | null;
  input_tokens: number | null;
  output_tokens: number | null;
  cost_usd: number | null;
  error: string | null;
  change: PromptTestChange;
}

export interface PromptTestTargetSummary {
  target: string;
  passed: number;
  failed: number;
  score: number | null;
  latency_ms: number | null;
  cost_usd: number | null;
}

export interface PromptTestRunDetail extends PromptTestRun {
  results: PromptTestResult[];
  targets_summary: PromptTestTargetSummary[];
  /** The suite's previous finished run the changes are measured against; null for the first. */
  previous_run_id: string | null;
  regressed: number;
  fixed: number;
}

export interface PromptTestTrendPoint {
  run_id: string;
  created_at: string;
  status: PromptTestRunStatus;
  score: number | null;
  judge_score: number | null;
}

/** A run's progress on `GET /api/v1/events` (staff only). */
export interface PromptTestRunEvent {
  type: "prompt-test-run";
  id: string;
  suite_id: string;
  status: PromptTestRunStatus;
  done: number;
  total: number;
  score: number | null;
}
