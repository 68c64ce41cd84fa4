import { paletteOf, type Content, type Layout, type Palette, type Scene, type Slot } from "@framewise/scene";
import type { FastifyBaseLogger } from "fastify";
import { keptFile } from "../../workspace/assets/kept-file.ts";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";
import { findLayoutDefinitions, findLibraryDefinition } from "../../workspace/library/library-queries.ts";
import type { Planner } from "../planner/planner.ts";
import { illustrationSvg } from "./illustration-svg.ts";
import { pickIllustrations } from "./pick-illustrations.ts";

export interface IllustrationDeps {
  upload: UploadDeps;
  log: FastifyBaseLogger;
}

/** The tag every shipped illustration placed in a video carries, so the library can show and filter them. */
export const ILLUSTRATION_TAG = "illustration";
/** Bumped when the illustrations' drawing changes, so old files are not reused for new videos. */
const DRAWING_VERSION = 1;

/** The cache key of an illustration: the same picture in the same colours is the same file. */
const illustrationTag = (name: string, palette: Pick<Palette, "primary" | "accent">) =>
  `illustration-${DRAWING_VERSION}-${name}-${palette.primary.slice(1, 7)}-${palette.accent.slice(1, 7)}`.toLowerCase();

const textOf = (scene: Scene) =>
  [
    ...Object.values(scene.slots).map((value) => ("text" in value ? value.text : "items" in value ? value.items.join(". ") : "")),
    scene.voiceover?.text ?? "",
  ]
    .filter(Boolean)
    .join(". ");

/**
 * A scene's empty picture slot: an image slot (not the logo) its layout has and the plan left
 * empty. A full-bleed one is left alone: a backdrop behind the words wants a photo, not a drawing.
 */
function emptyPictureSlot(scene: Scene, layout: Layout | undefined): Slot | undefined {
  const fullBleed = (name: string) =>
    layout!.elements.some((element) => element.slot === name && element.box.width >= 0.99 && element.box.height >= 0.99);
  return layout?.slots.find((slot) => slot.kind === "image" && !scene.slots[slot.name] && !fullBleed(slot.name));
}

/**
 * The planner's last step before music: every scene with an empty picture slot (no page, product
 * or stock picture went there) gets one of the shipped illustrations, chosen by what the scene
 * says, drawn in the video's colours and kept in the person's library as an ordinary SVG image,
 * so the editor can replace or remove it like any picture. One that cannot be kept (a full
 * library) leaves its scene as planned: a video is always made.
 */
export function withIllustrations(planner: Planner, deps: IllustrationDeps): Planner {
  return {
    describe: () => planner.describe(),
    async plan(userId, input, options) {
      const planned = await planner.plan(userId, input, options);
      return { ...planned, document: await illustrate(deps, userId, planned.document) };
    },
  };
}

async function illustrate(deps: IllustrationDeps, userId: string, document: Content): Promise<Content> {
  const { db } = deps.upload;
  const layouts = new Map(
    (await findLayoutDefinitions(db, [...new Set(document.scenes.map((scene) => scene.layoutId))])).map((each) => [each.id, each]),
  );
  const wanting = document.scenes.flatMap((scene, index) => {
    const slot = emptyPictureSlot(scene, layouts.get(scene.layoutId));
    return slot ? [{ index, slot: slot.name, words: textOf(scene), stat: scene.layoutId === "stat" }] : [];
  });
  if (!wanting.length) return document;
  const template = await findLibraryDefinition(db, "template", document.templateId);
  if (!template) return document;
  const palette = paletteOf(template, document);
  const names = pickIllustrations(wanting, document.title);
  const sources = new Map<string, Promise<string | undefined>>();
  const sourceOf = (name: string) => {
    if (!sources.has(name))
      sources.set(
        name,
        keptIllustration(deps.upload, userId, name, palette).catch((error: unknown) => {
          deps.log.warn(
            { err: error, illustration: name },
            "an illustration could not be kept in the library; its scene keeps its planned look",
          );
          return undefined;
        }),
      );
    return sources.get(name)!;
  };
  const placed = await Promise.all(wanting.map(async (want, at) => ({ ...want, src: await sourceOf(names[at]!) })));
  const scenes = document.scenes.map((scene, index) => {
    const place = placed.find((each) => each.index === index && each.src);
    return place ? { ...scene, slots: { ...scene.slots, [place.slot]: { src: place.src!, fit: "contain" as const } } } : scene;
  });
  return { ...document, scenes };
}

/** The illustration in these colours from the person's library, kept there first if it is not yet. */
function keptIllustration(upload: UploadDeps, userId: string, name: string, palette: Palette): Promise<string> {
  return keptFile(upload, userId, {
    tag: illustrationTag(name, palette),
    tags: [ILLUSTRATION_TAG],
    kind: "image",
    fileName: `Illustration – ${name.replaceAll("-", " ")}.svg`,
    declaredType: "image/svg+xml",
    bytes: () => Buffer.from(illustrationSvg(name, palette)),
  });
}
