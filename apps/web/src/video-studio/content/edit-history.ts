/**
 * Undo and redo over immutable documents. Edits that share a merge key in a row (typing in one
 * field) are one step, so undo takes back the whole change to a field rather than one letter.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field the last edit came from; the next edit with the same key joins its step. */
  mergeKey: string | null;
}

/** Steps kept; older ones are dropped. */
const MAX_STEPS = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [], mergeKey: null });

export function record<T>(history: History<T>, next: T, mergeKey: string | null = null): History<T> {
  if (next === history.present) return history;
  if (mergeKey !== null && mergeKey === history.mergeKey) return { ...history, present: next, future: [] };
  return { past: [...history.past, history.present].slice(-MAX_STEPS), present: next, future: [], mergeKey };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], mergeKey: null };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, mergeKey: null };
}

/**
 * `change` applied to every step, the present and what undo and redo lead to: for what arrives
 * from elsewhere (a voice recorded by the server) and is no one's edit here, so no undo takes it away.
 */
export function rewrite<T>(history: History<T>, change: (each: T) => T): History<T> {
  return { ...history, past: history.past.map(change), present: change(history.present), future: history.future.map(change) };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
