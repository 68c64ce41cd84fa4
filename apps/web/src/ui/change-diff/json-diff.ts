import { diff_match_patch, DIFF_DELETE, DIFF_INSERT } from "@dmsnell/diff-match-patch";
import { create, type Delta } from "jsondiffpatch";

/** A piece of a text change: kept, added or removed words. */
export interface TextPart {
  op: "same" | "added" | "removed";
  text: string;
}

/** One change at a path of the row (`document.scenes[1].slots.headline.text`), as the diff view shows it. */
export type DiffLine =
  | { kind: "added"; path: string; value: unknown }
  | { kind: "removed"; path: string; value: unknown }
  | { kind: "changed"; path: string; before: unknown; after: unknown }
  | { kind: "text"; path: string; parts: TextPart[] }
  | { kind: "moved"; path: string; from: number; to: number };

/** Strings this long, or on several lines, are shown as a text diff rather than old → new. */
const LONG_TEXT = 60;

// Array items (scenes, slots) are matched by id where they have one, so a reorder reads as a move.
const differ = create({
  objectHash: (item: object, index?: number) => {
    const id = (item as { id?: unknown }).id;
    return typeof id === "string" || typeof id === "number" ? String(id) : `$$index:${index}`;
  },
  arrays: { detectMove: true, includeValueOnMove: false },
});
const texts = new diff_match_patch();

/**
 * A word diff: each word (and each run of spaces) is coded as one character for diff-match-patch,
 * as its documentation suggests for line diffs, so changes read as whole words.
 */
function textParts(before: string, after: string): TextPart[] {
  const words: string[] = [];
  const codes = new Map<string, string>();
  const encode = (text: string) =>
    (text.match(/\s+|[^\s]+/g) ?? [])
      .map((word) => {
        let code = codes.get(word);
        if (code === undefined) {
          code = String.fromCharCode(words.push(word) - 1);
          codes.set(word, code);
        }
        return code;
      })
      .join("");
  const diffs = texts.diff_main(encode(before), encode(after), false);
  texts.diff_cleanupSemantic(diffs);
  return diffs.map((diff) => ({
    op: diff[0] === DIFF_INSERT ? "added" : diff[0] === DIFF_DELETE ? "removed" : "same",
    text: [...diff[1]].map((code) => words[code.charCodeAt(0)]).join(""),
  }));
}

const isLongText = (before: unknown, after: unknown): boolean =>
  typeof before === "string" &&
  typeof after === "string" &&
  (before.length >= LONG_TEXT || after.length >= LONG_TEXT || before.includes("\n") || after.includes("\n"));

const join = (path: string, key: string | number) =>
  typeof key === "number"
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? path
        ? `${path}.${key}`
        : key
      : `${path}[${JSON.stringify(key)}]`;

function walk(delta: Delta, path: string, lines: DiffLine[]) {
  if (delta === undefined) return;
  if (Array.isArray(delta)) {
    if (delta.length === 1) lines.push({ kind: "added", path, value: delta[0] });
    else if (delta.length === 2)
      lines.push(
        isLongText(delta[0], delta[1])
          ? { kind: "text", path, parts: textParts(delta[0] as string, delta[1] as string) }
          : { kind: "changed", path, before: delta[0], after: delta[1] },
      );
    else if (delta[2] === 0) lines.push({ kind: "removed", path, value: delta[0] });
    return;
  }
  const arrayDelta = (delta as { _t?: unknown })._t === "a";
  for (const [key, child] of Object.entries(delta)) {
    if (key === "_t") continue;
    if (arrayDelta && key.startsWith("_")) {
      const from = Number(key.slice(1));
      const moved = child as unknown[];
      // A removal at its old index, or a move to a new one.
      if (moved[2] === 3) lines.push({ kind: "moved", path: join(path, from), from, to: moved[1] as number });
      else lines.push({ kind: "removed", path: join(path, from), value: moved[0] });
    } else walk(child as Delta, join(path, arrayDelta ? Number(key) : key), lines);
  }
}

/**
 * What changed between two states of a row (null: the row did not exist), path by path, through
 * jsondiffpatch's delta: long text as a word diff, everything else as old → new, added or removed.
 */
export function diffLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffLine[] {
  const lines: DiffLine[] = [];
  walk(differ.diff(before ?? {}, after ?? {}), "", lines);
  return lines;
}
