import type { NumberRange, PromptCheckResult, PromptExpectations } from "@framewise/contracts";
import { timeline, validateContent, type Content } from "@framewise/scene";
import { detectLanguage } from "../../../kernel/detect-language.ts";
import { containsPhrase, placedMedia, storyboardScript } from "./storyboard-script.ts";

const within = (value: number, range: NumberRange) =>
  (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);

/** "3–6", "at least 3", "at most 6". */
function rangeText(range: NumberRange, unit = ""): string {
  if (range.min !== undefined && range.max !== undefined) return `${range.min}–${range.max}${unit}`;
  if (range.min !== undefined) return `at least ${range.min}${unit}`;
  return `at most ${range.max ?? "any"}${unit}`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const quoted = (words: string[]) => words.map((word) => `"${word}"`).join(", ");
const result = (check: PromptCheckResult["check"], passed: boolean, detail: string): PromptCheckResult => ({ check, passed, detail });

/**
 * Checks a storyboard against a prompt's expectations, one result per expectation given, in
 * the order of PROMPT_CHECKS. Without a storyboard (the planner gave none) only the schema
 * check is reported, failed with the planner's reason: nothing else can be judged.
 */
export function runChecks(expectations: PromptExpectations, document: Content | undefined, problem?: string): PromptCheckResult[] {
  if (!document) return [result("schema_valid", false, problem ?? "The planner gave no storyboard.")];
  const checks: PromptCheckResult[] = [];
  const valid = validateContent(document);
  if (expectations.schema_valid)
    checks.push(
      valid.ok
        ? result("schema_valid", true, "A valid storyboard.")
        : result("schema_valid", false, valid.errors.map((error) => `${error.path || "/"}: ${error.message}`).join("; ")),
    );

  const { scene_count: sceneCount, duration } = expectations;
  if (sceneCount) {
    const count = document.scenes.length;
    checks.push(
      result("scene_count", within(count, sceneCount), `${counted(count, "scene", "scenes")}, expected ${rangeText(sceneCount)}.`),
    );
  }
  if (duration) {
    const seconds = Math.round(timeline(document).duration * 10) / 10;
    checks.push(result("duration", within(seconds, duration), `${seconds} s, expected ${rangeText(duration, " s")}.`));
  }

  const used = new Set(document.scenes.map((scene) => scene.layoutId));
  if (expectations.layouts_required?.length) {
    const missing = expectations.layouts_required.filter((id) => !used.has(id));
    checks.push(
      result("layouts_required", !missing.length, missing.length ? `Missing ${quoted(missing)}.` : "Every required layout is used."),
    );
  }
  if (expectations.layouts_forbidden?.length) {
    const found = expectations.layouts_forbidden.filter((id) => used.has(id));
    checks.push(result("layouts_forbidden", !found.length, found.length ? `Uses ${quoted(found)}.` : "No forbidden layout is used."));
  }

  const script = storyboardScript(document).join("\n");
  if (expectations.words_required?.length) {
    const missing = expectations.words_required.filter((word) => !containsPhrase(script, word));
    checks.push(
      result("words_required", !missing.length, missing.length ? `Missing ${quoted(missing)}.` : "Every required word is in the script."),
    );
  }
  if (expectations.words_forbidden?.length) {
    const found = expectations.words_forbidden.filter((word) => containsPhrase(script, word));
    checks.push(result("words_forbidden", !found.length, found.length ? `Says ${quoted(found)}.` : "No forbidden word is in the script."));
  }

  if (expectations.media_used !== undefined) {
    const count = placedMedia(document).length;
    const passed = expectations.media_used ? count > 0 : count === 0;
    checks.push(
      result(
        "media_used",
        passed,
        `${counted(count, "picture or clip", "pictures or clips")} placed, expected ${expectations.media_used ? "some" : "none"}.`,
      ),
    );
  }

  if (expectations.language) {
    const detected = detectLanguage(script);
    checks.push(
      result(
        "language",
        detected === expectations.language,
        detected
          ? `Reads as ${detected}, expected ${expectations.language}.`
          : `Too little text to tell its language, expected ${expectations.language}.`,
      ),
    );
  }
  return checks;
}

/** A result passes when its storyboard passed every check. */
export const allPassed = (checks: PromptCheckResult[]) => checks.every((check) => check.passed);
