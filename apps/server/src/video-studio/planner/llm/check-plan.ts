import { timeline, validateContent, type Content, type ValidationError } from "@framewise/scene";
import { fitLength } from "../brief/fit-length.ts";
import { instructionsIn, type Brief } from "../brief/read-brief.ts";
import { MEDIA_SLOT_KINDS, type PlanLibrary } from "./storyboard-brief.ts";

/**
 * The model's document checked as strictly as a save is (the schema), then against what was
 * asked: the requested template and aspect ratio, the layouts on offer, each layout's slot names,
 * value shapes and lengths, only the media the user gave, and no instruction of the brief on
 * screen ("Tone: warm", "A 30-second ad for…"). Answers the document or every problem at its
 * JSON path, which goes back to the model to repair. A document that only misses the length the
 * brief asked for (by more than a tenth) is refitted to it here: sums are ours to do, not the model's.
 */
export function checkPlan(
  input: unknown,
  library: PlanLibrary,
  media: readonly string[],
  brief?: Pick<Brief, "seconds">,
): { ok: true; document: Content } | { ok: false; errors: ValidationError[] } {
  const validation = validateContent(input);
  if (!validation.ok) return validation;
  const document = validation.value;
  const errors: ValidationError[] = [];
  if (document.templateId !== library.template.id) errors.push({ path: "/templateId", message: `must be "${library.template.id}"` });
  if (document.aspectRatio !== library.aspectRatio) errors.push({ path: "/aspectRatio", message: `must be "${library.aspectRatio}"` });
  const onScreen = (path: string, text: string) => {
    const [instruction] = instructionsIn(text);
    if (instruction)
      errors.push({
        path,
        message: `is an instruction of the brief ("${instruction}"), not words for the screen: say what the video says`,
      });
  };
  onScreen("/title", document.title);
  const layouts = new Map(library.layouts.map((layout) => [layout.id, layout]));
  document.scenes.forEach((scene, index) => {
    const at = `/scenes/${index}`;
    const layout = layouts.get(scene.layoutId);
    if (!layout) {
      errors.push({ path: `${at}/layoutId`, message: `must be one of ${[...layouts.keys()].join(", ")}` });
      return;
    }
    for (const [name, value] of Object.entries(scene.slots)) {
      const slot = layout.slots.find((candidate) => candidate.name === name);
      const path = `${at}/slots/${name}`;
      if (!slot)
        errors.push({
          path,
          message: `layout "${layout.id}" has no such slot; its slots are ${layout.slots.map((each) => each.name).join(", ")}`,
        });
      else if (MEDIA_SLOT_KINDS.has(slot.kind)) {
        if (!("src" in value)) errors.push({ path, message: "must be {src}" });
        else if (!media.includes(value.src)) errors.push({ path: `${path}/src`, message: "must be one of the media sources given" });
      } else if (slot.kind === "list" ? !("items" in value) : !("text" in value))
        errors.push({ path, message: slot.kind === "list" ? "must be {items}" : "must be {text}" });
      else if ("text" in value && slot.maxLength && value.text.length > slot.maxLength)
        errors.push({ path: `${path}/text`, message: `must be at most ${slot.maxLength} characters` });
      else if ("text" in value) onScreen(`${path}/text`, value.text);
      else if ("items" in value) value.items.forEach((item, itemIndex) => onScreen(`${path}/items/${itemIndex}`, item));
    }
    for (const slot of layout.slots)
      if (slot.required && !(slot.name in scene.slots))
        errors.push({ path: `${at}/slots/${slot.name}`, message: "is required by the layout" });
  });
  if (errors.length) return { ok: false, errors };
  return { ok: true, document: brief?.seconds ? withLength(document, brief.seconds) : document };
}

const withLength = (document: Content, seconds: number): Content =>
  Math.abs(timeline(document).duration - seconds) <= seconds * 0.1
    ? document
    : { ...document, scenes: fitLength(document.scenes, seconds) };
