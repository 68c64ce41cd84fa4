import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder the person started the command in. npm runs a script in its package's folder and
 * names theirs in INIT_CWD; a process something else started in that folder with a cwd of its own
 * (a test, a supervisor) keeps its cwd, though it inherits the variable.
 */
export function startFolder(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const runByNpm = !!env.npm_package_json && path.dirname(env.npm_package_json) === cwd;
  return runByNpm && env.INIT_CWD ? env.INIT_CWD : cwd;
}

/**
 * Works from the start folder, so `.env` and every relative path (DATA_DIR's `./data`,
 * WEB_DIST_DIR, …) are the person's own; variables already set win over the file's.
 */
export function enterStartFolder(): void {
  process.chdir(startFolder());
  if (existsSync(".env")) process.loadEnvFile(".env");
}
