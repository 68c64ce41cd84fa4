import type { Template } from "@framewise/scene";
import type { Mood } from "./read-brief.ts";

/**
 * The template whose music mood suits the brief's tone ("warm and friendly" is calm: Soft Calm in
 * the starter library), from the library in its order; none when no template has that mood.
 */
export function templateForMood(templates: readonly Pick<Template, "id" | "musicMood">[], mood: Mood | undefined): string | undefined {
  return mood ? templates.find((template) => template.musicMood === mood)?.id : undefined;
}
