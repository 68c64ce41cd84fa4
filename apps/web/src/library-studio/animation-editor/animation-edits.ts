import {
  LIMITS,
  presetSchema,
  valueAt,
  type AnimatableProperty,
  type Easing,
  type Element,
  type Keyframe,
  type Layout,
  type Preset,
  type Template,
} from "@framewise/scene";
import { record, redo, undo, type History } from "../../video-studio/content/edit-history";

/** Keyframe times snap to video frames (30 fps). */
export const FRAME_SECONDS = 1 / 30;
export const snapTime = (seconds: number) => Math.round(seconds / FRAME_SECONDS) * FRAME_SECONDS;

/** What a property holds when no track drives it (animation.ts's resting state). */
export const RESTING_VALUES: Record<AnimatableProperty, number> = { opacity: 1, x: 0, y: 0, scale: 1, rotation: 0, clip: 1 };

/** One keyframe: the element, the property's track, its place in the track. */
export interface KeyframeKey {
  element: string;
  property: AnimatableProperty;
  index: number;
}

export type PresetName = Preset["preset"];
/** Whose presets: an element's id in a layout, a slot kind (or `default`) in a template. */
export type PresetEdit =
  | { type: "add-preset"; owner: string; preset: PresetName }
  | { type: "set-preset"; owner: string; index: number; patch: Partial<Preset> }
  | { type: "remove-preset"; owner: string; index: number };

export type LayoutEdit =
  | { type: "add-keyframe"; element: string; property: AnimatableProperty; time: number }
  | { type: "move-keyframe"; key: KeyframeKey; time: number }
  | { type: "set-keyframe"; key: KeyframeKey; value?: number; easing?: Easing }
  | { type: "remove-keyframe"; key: KeyframeKey }
  | PresetEdit;

/** `change` applied to the element `id`, wherever it sits among groups. */
function mapElement(elements: Element[], id: string, change: (element: Element) => Element): Element[] {
  return elements.map((element) => {
    if (element.id === id) return change(element);
    if (element.type === "group") return { ...element, children: mapElement(element.children, id, change) };
    return element;
  });
}

/** Every element, groups' children after their group, with how deep it sits: the timeline's rows. */
export function flattenElements(elements: readonly Element[], depth = 0): { element: Element; depth: number }[] {
  return elements.flatMap((element) => [
    { element, depth },
    ...(element.type === "group" ? flattenElements(element.children, depth + 1) : []),
  ]);
}

function withTrack(element: Element, property: AnimatableProperty, track: Keyframe[]): Element {
  const { [property]: _old, ...others } = element.keyframes ?? {};
  const keyframes = track.length ? { ...others, [property]: track } : others;
  const { keyframes: _tracks, ...rest } = element;
  return Object.keys(keyframes).length ? { ...rest, keyframes } : rest;
}

/** A new keyframe at `time` holding the value the track has there, so adding one changes nothing yet. */
function addKeyframe(element: Element, property: AnimatableProperty, time: number): Element {
  const track = element.keyframes?.[property] ?? [];
  const at = Math.min(LIMITS.sceneSeconds, Math.max(0, snapTime(time)));
  if (track.length >= LIMITS.keyframes || track.some((frame) => Math.abs(frame.time - at) < FRAME_SECONDS / 2)) return element;
  const value = track.length ? valueAt(track, at) : RESTING_VALUES[property];
  const next = [...track, { time: at, value, easing: "linear" as const }].sort((a, b) => a.time - b.time);
  return withTrack(element, property, next);
}

/** Moves a keyframe in time, snapped, kept between its neighbours so the track stays in order. */
function moveKeyframe(element: Element, key: KeyframeKey, time: number): Element {
  const track = element.keyframes?.[key.property];
  if (!track?.[key.index]) return element;
  const low = track[key.index - 1]?.time ?? 0;
  const high = track[key.index + 1]?.time ?? LIMITS.sceneSeconds;
  const at = Math.min(high, Math.max(low, snapTime(time)));
  return withTrack(
    element,
    key.property,
    track.map((frame, i) => (i === key.index ? { ...frame, time: at } : frame)),
  );
}

function setKeyframe(element: Element, key: KeyframeKey, change: Partial<Keyframe>): Element {
  const track = element.keyframes?.[key.property];
  if (!track?.[key.index]) return element;
  return withTrack(
    element,
    key.property,
    track.map((frame, i) => (i === key.index ? { ...frame, ...change } : frame)),
  );
}

function removeKeyframe(element: Element, key: KeyframeKey): Element {
  const track = element.keyframes?.[key.property] ?? [];
  return withTrack(
    element,
    key.property,
    track.filter((_, i) => i !== key.index),
  );
}

/** A preset list after one preset edit; a new preset takes the schema's defaults. */
export function editPresets(presets: readonly Preset[], edit: PresetEdit): Preset[] {
  switch (edit.type) {
    case "add-preset":
      return [...presets, presetSchema.parse({ preset: edit.preset })];
    case "set-preset":
      return presets.map((preset, i) => (i === edit.index ? { ...preset, ...edit.patch } : preset));
    case "remove-preset":
      return presets.filter((_, i) => i !== edit.index);
  }
}

function withPresets(element: Element, presets: Preset[]): Element {
  const { animations: _old, ...rest } = element;
  return presets.length ? { ...rest, animations: presets } : rest;
}

function editElement(element: Element, edit: LayoutEdit): Element {
  switch (edit.type) {
    case "add-keyframe":
      return addKeyframe(element, edit.property, edit.time);
    case "move-keyframe":
      return moveKeyframe(element, edit.key, edit.time);
    case "set-keyframe": {
      const change: Partial<Keyframe> = {};
      if (edit.value !== undefined) change.value = edit.value;
      if (edit.easing !== undefined) change.easing = edit.easing;
      return setKeyframe(element, edit.key, change);
    }
    case "remove-keyframe":
      return removeKeyframe(element, edit.key);
    default:
      return withPresets(element, editPresets(element.animations ?? [], edit));
  }
}

const editedElement = (edit: LayoutEdit) => ("key" in edit ? edit.key.element : "owner" in edit ? edit.owner : edit.element);

export const applyLayoutEdit = (layout: Layout, edit: LayoutEdit): Layout => ({
  ...layout,
  elements: mapElement(layout.elements, editedElement(edit), (element) => editElement(element, edit)),
});

/** A template's entrance presets for one slot kind (or `default`) after one edit; an emptied kind is dropped. */
export function applyTemplateEdit(template: Template, edit: PresetEdit): Template {
  const owner = edit.owner as keyof Template["animations"];
  const presets = editPresets(template.animations[owner] ?? [], edit);
  const { [owner]: _old, ...others } = template.animations;
  return { ...template, animations: presets.length ? { ...others, [owner]: presets } : others };
}

/** The editor's actions: an edit (those sharing a `mergeKey` in a row are one undo step: a drag), undo, redo. */
export type EditorAction<Edit> = { type: "edit"; edit: Edit; mergeKey?: string } | { type: "undo" } | { type: "redo" };

/** The editor's reducer over a definition's history, for `apply` (a layout's or a template's edits). */
export function historyReducer<Definition, Edit>(apply: (definition: Definition, edit: Edit) => Definition) {
  return (history: History<Definition>, action: EditorAction<Edit>): History<Definition> => {
    if (action.type === "undo") return undo(history);
    if (action.type === "redo") return redo(history);
    return record(history, apply(history.present, action.edit), action.mergeKey ?? null);
  };
}

export const layoutReducer = historyReducer(applyLayoutEdit);
export const templateReducer = historyReducer(applyTemplateEdit);

/** The element `id` of a layout, wherever it sits among groups. */
export const findElement = (layout: Layout, id: string) => flattenElements(layout.elements).find((row) => row.element.id === id)?.element;

/** The keyframe a key points at, if it is still there (undo may have taken it away). */
export const keyframeAt = (layout: Layout, key: KeyframeKey) => findElement(layout, key.element)?.keyframes?.[key.property]?.[key.index];
