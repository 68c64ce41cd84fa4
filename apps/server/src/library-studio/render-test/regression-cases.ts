import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../platform/db/database.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { allowanceFor, regressionCaseSchema, type Figures, type RegressionCase } from "./regression-case.ts";
import type { RenderTestSource } from "./render-test-schemas.ts";
import { resolveSource } from "./resolve-source.ts";

/** Why saving is off, for the page to say. */
export const NO_FOLDER_REASON =
  "Saving is off: set RENDER_REGRESSION_DIR (by default the checkout's e2e/regression-cases folder, which this server does not have).";

const requireFolder = (folder: string | undefined) => {
  if (!folder) throw new DomainError("conflict", "regression_dir_unset", NO_FOLDER_REASON);
  return folder;
};

/**
 * Saves a comparison as a case the end-to-end suite checks. A saved video becomes its resolved
 * document, so the case stands without this database. An existing name is refused (409), never
 * overwritten.
 */
export async function saveRegressionCase(
  db: Db,
  folder: string | undefined,
  request: { name: string; source: RenderTestSource; width: number; frames: number[]; threshold: number; measured: Figures },
): Promise<RegressionCase> {
  const dir = requireFolder(folder);
  const { document } = await resolveSource(db, request.source);
  const source: RenderTestSource = request.source.kind === "library" ? request.source : { kind: "json", document };
  const saved = regressionCaseSchema.parse({
    ...request,
    source,
    allowance: allowanceFor(request.measured),
    saved_at: new Date().toISOString(),
  });
  try {
    await writeFile(path.join(dir, `${saved.name}.json`), `${JSON.stringify(saved, null, 2)}\n`, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new DomainError("conflict", "case_exists", `A case named "${saved.name}" exists; choose another name.`, { "/name": "taken" });
    throw error;
  }
  return saved;
}

/** Every case in the folder, by name; a file that is not a valid case is reported, not hidden. */
export async function listRegressionCases(folder: string | undefined) {
  if (!folder) return { cases: [], problems: [] };
  const cases: RegressionCase[] = [];
  const problems: string[] = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith(".json")).sort()) {
    const parsed = regressionCaseSchema.safeParse(await readJson(path.join(folder, file)));
    if (parsed.success) cases.push(parsed.data);
    else problems.push(`${file}: ${parsed.error.issues[0]?.message ?? "not a case"}`);
  }
  return { cases, problems };
}

/** One case by name (checked by `caseNameSchema`, so it cannot leave the folder); 404 when there is none. */
export async function readRegressionCase(folder: string | undefined, name: string): Promise<RegressionCase> {
  const parsed = regressionCaseSchema.safeParse(await readJson(path.join(requireFolder(folder), `${name}.json`)));
  if (!parsed.success) throw notFound(`The regression case "${name}"`);
  return parsed.data;
}

const readJson = async (file: string): Promise<unknown> => {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
};
