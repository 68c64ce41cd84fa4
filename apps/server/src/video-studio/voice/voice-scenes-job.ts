import type { Content } from "@framewise/scene";
import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import type { Events } from "../../platform/events/events.ts";
import { saveRecording } from "./save-recording.ts";
import { synthesizeVoiceover, type VoiceDeps } from "./synthesize-voiceover.ts";
import { scriptsToSpeak, waitsFor, type SceneScript } from "./voice-document.ts";
import { publishVoicing, VOICING_QUEUE, voicingProgress, type SceneVoiced } from "../renders/voicing-progress.ts";
import type { VoicingProgress } from "@framewise/contracts";

/** Scenes of one video spoken at once: a few parallel requests, not one per scene of a long video. */
const AT_ONCE = 3;
/** A process speaks for this many videos at once. */
const VIDEOS_AT_ONCE = 2;
/** A crashed process's scene is spoken elsewhere within a minute, not after the job's 15-minute expiry. */
const HEARTBEAT_SECONDS = 30;

interface Deps {
  db: Db;
  jobs: PgBoss;
  events: Events;
  /** Undefined with SPEECH_PROVIDER=none. */
  voice: VoiceDeps | undefined;
  log: FastifyBaseLogger;
  /** False in an API-only process: scenes are queued here and spoken by the workers. */
  work: boolean;
}

interface SceneJob {
  contentId: string;
  userId: string;
  sceneId: string;
  script: SceneScript;
}

type VideoToVoice = { id: string; userId: string; document: Content };

export interface Voicing {
  /**
   * Queues every scene of a new video that waits for a voice, to be spoken in the background.
   * Only with a speech service configured: the built-in basic voice is offered in the editor
   * instead of being put on every video.
   */
  voiceNewVideo(video: VideoToVoice): Promise<void>;
  /**
   * Queues every scene of a saved video that waits for a voice, in whatever voice is configured
   * (the built-in basic one too: the person asked), and answers how far its voices are; the same
   * background jobs and `voicing` progress as a new video's. Undefined when no scene waits.
   */
  voiceEveryScene(video: VideoToVoice): Promise<VoicingProgress | undefined>;
}

/**
 * A new video's voices, spoken after it is saved (the person goes on editing meanwhile): one
 * pg-boss job per scene, so they survive a restart and each reports as it lands. Each recording
 * is saved into the video only if its scene still waits for those words (see saveRecording),
 * and the owner's streams hear `voicing` progress.
 */
export async function startVoicing({ db, jobs, events, voice, log, work }: Deps): Promise<Voicing> {
  await jobs.createQueue(VOICING_QUEUE, { retryLimit: 2, retryDelay: 5, retryBackoff: true, heartbeatSeconds: HEARTBEAT_SECONDS });
  /** Queues the video's waiting scenes; answers how many. */
  const queueScenes = async (video: VideoToVoice): Promise<number> => {
    const scenes = scriptsToSpeak(video.document);
    if (!scenes.length) return 0;
    const data = (scene: (typeof scenes)[number]): SceneJob => ({ contentId: video.id, userId: video.userId, ...scene });
    // The video's id as key (its jobs are found by it) and group (a process speaks AT_ONCE of them at a time).
    await jobs.insert(
      VOICING_QUEUE,
      scenes.map((scene) => ({ data: data(scene), singletonKey: video.id, group: { id: video.id } })),
    );
    return scenes.length;
  };
  const voicing: Voicing = {
    async voiceNewVideo(video) {
      if (voice && !voice.speech.local) await queueScenes(video);
    },
    async voiceEveryScene(video) {
      if (!voice || !(await queueScenes(video))) return undefined;
      return (await voicingProgress(jobs, video.id)) ?? undefined;
    },
  };
  if (!work || !voice) return voicing;

  /** Speaks one scene, unless its video is gone or the scene no longer waits for these words. */
  const voiceScene = async ({ contentId, sceneId, script }: SceneJob): Promise<SceneVoiced> => {
    const saved = await findOwnableRow(db, "content", contentId);
    if (!saved || !waitsFor(saved.document, sceneId, script)) return {};
    let generated;
    try {
      generated = await synthesizeVoiceover(voice, saved.userId, script);
    } catch (error) {
      // The scene keeps its script and fixed length: a video is never lost to its voice.
      log.warn({ err: error, contentId, sceneId }, "A scene's voiceover could not be generated");
      return {};
    }
    const version = await saveRecording(db, contentId, { sceneId, script }, generated);
    return version === undefined ? {} : { version };
  };

  await jobs.work(
    VOICING_QUEUE,
    // The group limit is kept in this process's memory: the database's (groupConcurrency) lets
    // workers polling at the same moment overshoot it on PostgreSQL.
    { includeMetadata: true, localConcurrency: AT_ONCE * VIDEOS_AT_ONCE, localGroupConcurrency: AT_ONCE },
    async ([job]) => {
      if (!job) return;
      const scene = job.data as SceneJob;
      const outcome = await voiceScene(scene);
      // Settled before returning, so the progress counted next includes this scene, whichever finished last.
      await jobs.complete(VOICING_QUEUE, job, outcome);
      const progress = await voicingProgress(jobs, scene.contentId);
      if (progress)
        await publishVoicing(events, scene.userId, scene.contentId, progress).catch((error: unknown) =>
          log.warn({ err: error, contentId: scene.contentId }, "Could not tell the owner how far the voices are"),
        );
      return outcome;
    },
  );
  return voicing;
}
