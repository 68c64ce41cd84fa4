import { timeline } from "@framewise/scene";
import { LONGEST_PIECE, SHORTEST_PIECE, type Mood } from "@framewise/music";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/database.ts";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";
import { findLibraryDefinition } from "../../workspace/library/library-queries.ts";
import type { Planner } from "../planner/planner.ts";
import { composeMusicBed } from "./music-bed.ts";
import { withMusic } from "./music-document.ts";

export interface MusicBedDeps {
  db: Db;
  upload: UploadDeps;
  log: FastifyBaseLogger;
}

/**
 * Every planned video gets a music bed: composed for the brief's mood (else its template's), as
 * long as the video, its cuts moved onto the beats. A plan that already has music keeps it, a
 * template whose mood is "none" stays silent, and a bed that cannot be made (a full library)
 * leaves the video without music rather than failing it: the editor's Music panel shows that.
 */
export function withMusicBed(planner: Planner, deps: MusicBedDeps): Planner {
  return {
    describe: () => planner.describe(),
    async plan(userId, input, options) {
      const planned = await planner.plan(userId, input, options);
      const { document } = planned;
      if (document.soundtrack) return planned;
      const mood = options.mood ?? (await templateMood(deps.db, document.templateId));
      const seconds = timeline(document).duration;
      if (!mood || seconds < SHORTEST_PIECE) return planned;
      try {
        const bed = await composeMusicBed(deps.upload, userId, { mood, seconds: Math.min(seconds, LONGEST_PIECE) });
        return { ...planned, document: withMusic(document, bed) };
      } catch (error) {
        deps.log.warn({ err: error, mood }, "no music bed could be made for a planned video; it was saved without music");
        return planned;
      }
    },
  };
}

async function templateMood(db: Db, templateId: string): Promise<Mood | undefined> {
  const mood = (await findLibraryDefinition(db, "template", templateId))?.musicMood;
  return mood && mood !== "none" ? mood : undefined;
}
