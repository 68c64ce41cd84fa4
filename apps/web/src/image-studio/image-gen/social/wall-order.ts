/** The ids with the one at `from` moved to `to` (both indexes in the list as it was); the others keep their order. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const moved = [...ids];
  const [id] = moved.splice(from, 1);
  if (id === undefined) return moved;
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, id);
  return moved;
}
