import { CHECKLIST_ASPECTS, type ChecklistAspect, type LibraryKind } from "@framewise/contracts";

/** The aspect ratios a version is checked in: a layout's own, a template's all four (it dresses any video). */
export function checklistAspects(kind: LibraryKind, definition: unknown): ChecklistAspect[] {
  if (kind === "template") return [...CHECKLIST_ASPECTS];
  const declared = (definition as { aspectRatios?: unknown }).aspectRatios;
  if (!Array.isArray(declared)) return [...CHECKLIST_ASPECTS];
  return CHECKLIST_ASPECTS.filter((aspect) => declared.includes(aspect));
}

/** The key a check's result or tick is stored under. */
export const checkKey = (check: string, aspect: ChecklistAspect) => `${check} ${aspect}`;
