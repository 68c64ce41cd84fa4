import { PROMPT_TEST_LIMITS } from "@framewise/contracts";
import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/db/database.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { listLibraryDefinitions } from "../../workspace/library/library-queries.ts";
import type { SuiteBody, SuiteFile } from "./suite-body.ts";
import { findSuite, insertSuite, replaceSuite, type NewSuitePrompt, type SuiteWithPrompts } from "./suite-queries.ts";

type PromptInput = SuiteFile["prompts"][number];

/** Suite `id` with its prompts, or 404: suites are every staff member's alike. */
export async function requireSuite(db: Db, id: string): Promise<SuiteWithPrompts> {
  const suite = await findSuite(db, id);
  if (!suite) throw notFound("That suite");
  return suite;
}

/** A prompt must name a template in the library: one that is not would fail every run. */
async function requireTemplates(db: Db, prompts: PromptInput[]) {
  const known = new Set((await listLibraryDefinitions(db, "template")).map((template) => template.id));
  const fields = Object.fromEntries(
    prompts.flatMap((prompt, index) =>
      prompt.template_id && !known.has(prompt.template_id) ? [[`prompts.${index}.template_id`, "No template has this id."]] : [],
    ),
  );
  if (Object.keys(fields).length)
    throw new DomainError("invalid", "invalid_request", "A prompt names a template that does not exist.", fields);
}

/** Prompts as stored; an id is kept only when `keep` holds it (a prompt of the suite being saved), else the prompt is new. */
const storedPrompts = (prompts: (PromptInput & { id?: string | undefined })[], keep: ReadonlySet<string> = new Set()): NewSuitePrompt[] =>
  prompts.map((prompt) => ({
    id: prompt.id && keep.has(prompt.id) ? prompt.id : randomUUID(),
    name: prompt.name,
    prompt: prompt.prompt,
    aspectRatio: prompt.aspect_ratio ?? null,
    templateId: prompt.template_id ?? null,
    expectations: prompt.expectations,
  }));

/** A new staff suite (from the editor or an imported file). */
export async function createSuite(
  db: Db,
  createdBy: string,
  body: Pick<SuiteFile, "name" | "description" | "prompts">,
): Promise<SuiteWithPrompts> {
  await requireTemplates(db, body.prompts);
  const id = randomUUID();
  await insertSuite(db, { id, name: body.name, description: body.description, createdBy }, storedPrompts(body.prompts));
  return requireSuite(db, id);
}

/** Saves the suite as the editor sends it: every prompt in order; prompts left out are removed. */
export async function updateSuite(db: Db, id: string, body: SuiteBody): Promise<SuiteWithPrompts> {
  const current = await requireSuite(db, id);
  await requireTemplates(db, body.prompts);
  const prompts = storedPrompts(body.prompts, new Set(current.prompts.map((prompt) => prompt.id)));
  if (!(await replaceSuite(db, id, { name: body.name, description: body.description }, prompts))) throw notFound("That suite");
  return requireSuite(db, id);
}

/** A copy of a suite under a new name, with new prompt ids (its runs stay with the original). */
export async function duplicateSuite(db: Db, createdBy: string, id: string): Promise<SuiteWithPrompts> {
  const source = await requireSuite(db, id);
  const copy = randomUUID();
  const title = `Copy of ${source.name}`.slice(0, PROMPT_TEST_LIMITS.suiteName);
  const prompts = source.prompts.map(({ name, prompt, aspectRatio, templateId, expectations }) => ({
    id: randomUUID(),
    name,
    prompt,
    aspectRatio,
    templateId,
    expectations,
  }));
  await insertSuite(db, { id: copy, name: title, description: source.description, createdBy }, prompts);
  return requireSuite(db, copy);
}
