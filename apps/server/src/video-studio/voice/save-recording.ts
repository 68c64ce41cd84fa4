import { saveContentVersion } from "../content/content-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import type { GeneratedVoiceover } from "./synthesize-voiceover.ts";
import { withSceneVoice, type SceneScript } from "./voice-document.ts";

/** A save of the person's lands between each read and write only so often; past this, something is wrong. */
const MAX_TRIES = 20;

/**
 * Writes a scene's recording into the saved video as a new version, over whatever the person
 * saved meanwhile: read, put the recording in, and save only if no other save came in between
 * (the version check every save makes), else read again. Answers the version saved, or
 * undefined when the video is gone or the scene no longer waits for this script.
 */
export async function saveRecording(
  db: Db,
  contentId: string,
  scene: { sceneId: string; script: SceneScript },
  generated: GeneratedVoiceover,
): Promise<number | undefined> {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const saved = await findOwnableRow(db, "content", contentId);
    if (!saved) return undefined;
    const document = withSceneVoice(saved.document, scene.sceneId, scene.script, generated);
    if (!document) return undefined;
    const written = await saveContentVersion(db, contentId, saved.version, document);
    if (written) return written.version;
  }
  throw new Error(`The video ${contentId} kept changing while a scene's recording was saved into it`);
}
