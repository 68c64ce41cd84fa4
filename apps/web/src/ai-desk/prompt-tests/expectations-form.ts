import type { NumberRange, PromptExpectations } from "@framewise/contracts";

/** The expectations as the form edits them: every field present, empty meaning "not checked". */
export interface ExpectationsForm {
  schemaValid: boolean;
  sceneMin: number | "";
  sceneMax: number | "";
  durationMin: number | "";
  durationMax: number | "";
  layoutsRequired: string[];
  layoutsForbidden: string[];
  wordsRequired: string[];
  wordsForbidden: string[];
  /** "some": at least one picture or clip; "none": no picture or clip; "": not checked. */
  media: "" | "some" | "none";
  language: string;
  judgeRubric: string;
}

export function toForm(expectations: PromptExpectations): ExpectationsForm {
  return {
    schemaValid: expectations.schema_valid,
    sceneMin: expectations.scene_count?.min ?? "",
    sceneMax: expectations.scene_count?.max ?? "",
    durationMin: expectations.duration?.min ?? "",
    durationMax: expectations.duration?.max ?? "",
    layoutsRequired: expectations.layouts_required ?? [],
    layoutsForbidden: expectations.layouts_forbidden ?? [],
    wordsRequired: expectations.words_required ?? [],
    wordsForbidden: expectations.words_forbidden ?? [],
    media: expectations.media_used === undefined ? "" : expectations.media_used ? "some" : "none",
    language: expectations.language ?? "",
    judgeRubric: expectations.judge_rubric ?? "",
  };
}

function range(min: number | "", max: number | ""): NumberRange | undefined {
  if (min === "" && max === "") return undefined;
  return { ...(min === "" ? {} : { min }), ...(max === "" ? {} : { max }) };
}

const list = (values: string[]) => (values.length ? values : undefined);

/** The expectations to save: what the form leaves empty is left out, so it is not checked. */
export function fromForm(form: ExpectationsForm): PromptExpectations {
  const expectations: PromptExpectations = {
    schema_valid: form.schemaValid,
    scene_count: range(form.sceneMin, form.sceneMax),
    duration: range(form.durationMin, form.durationMax),
    layouts_required: list(form.layoutsRequired),
    layouts_forbidden: list(form.layoutsForbidden),
    words_required: list(form.wordsRequired),
    words_forbidden: list(form.wordsForbidden),
    media_used: form.media === "" ? undefined : form.media === "some",
    language: form.language || undefined,
    judge_rubric: form.judgeRubric.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(expectations).filter(([, value]) => value !== undefined)) as PromptExpectations;
}

/** What a prompt checks, in a few words for the prompts table: "3–6 scenes · de · judged". */
export function expectationSummary(expectations: PromptExpectations): string {
  const parts: string[] = [];
  const { scene_count: scenes, duration } = expectations;
  if (scenes) parts.push(`${scenes.min ?? 0}–${scenes.max ?? "∞"} scenes`);
  if (duration) parts.push(`${duration.min ?? 0}–${duration.max ?? "∞"} s`);
  const words = (expectations.words_required?.length ?? 0) + (expectations.words_forbidden?.length ?? 0);
  if (words) parts.push(`${words} words`);
  const layouts = (expectations.layouts_required?.length ?? 0) + (expectations.layouts_forbidden?.length ?? 0);
  if (layouts) parts.push(`${layouts} layouts`);
  if (expectations.media_used !== undefined) parts.push(expectations.media_used ? "media" : "no media");
  if (expectations.language) parts.push(expectations.language);
  if (expectations.judge_rubric) parts.push("judged");
  return parts.join(" · ") || (expectations.schema_valid ? "valid storyboard" : "nothing checked");
}
