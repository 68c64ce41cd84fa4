/** The server's 422 `fields` (`definition.palette.text`: message), or none. */
export type FieldErrors = Record<string, string> | undefined;

const isUnder = (at: string, path: string) => at === path || at.startsWith(`${path}.`);

/** The messages at `path` or under it, each with the rest of its path when it is deeper. */
export function errorsUnder(fields: FieldErrors, path: string): string[] {
  return Object.entries(fields ?? {})
    .filter(([at]) => isUnder(at, path))
    .map(([at, message]) => (at === path ? message : `${at.slice(path.length + 1)}: ${message}`));
}

/** The messages under none of `paths` (the id, the name: nothing a section shows), each with its path. */
export const errorsOutside = (fields: FieldErrors, paths: readonly string[]): string[] =>
  Object.entries(fields ?? {})
    .filter(([at]) => !paths.some((path) => isUnder(at, path)))
    .map(([at, message]) => `${at}: ${message}`);
