import { takeRecordings, type Content } from "@framewise/scene";

/**
 * The newest version an editor based on `base` may move to without a conflict: past the server's
 * saves of recordings (`versions`) that follow it one after another, and nothing else.
 */
export function reachableVersion(base: number, versions: readonly number[]): number {
  let reached = base;
  while (versions.includes(reached + 1)) reached++;
  return reached;
}

/**
 * The recordings `saved` holds, brought into any document of the editor's (its present, its
 * undo steps, the last one saved). The same document always gives the same result, so one the
 * editor shows and the one it last saved stay one and the same: nothing looks unsaved for it.
 */
export function recordingsFrom(saved: Content): (document: Content) => Content {
  const made = new WeakMap<Content, Content>();
  return (document) => {
    const known = made.get(document);
    if (known) return known;
    const merged = takeRecordings(document, saved);
    made.set(document, merged);
    return merged;
  };
}
