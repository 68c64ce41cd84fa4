import type { VoicingProgress } from "@framewise/contracts";
import { useEffect } from "react";
import type { SaveSync } from "./use-autosave";
import type { Edit } from "./use-document-history";
import { fetchSavedContent, useVoicingProgress } from "./voicing-api";
import { reachableVersion, recordingsFrom } from "./voicing-merge";

const NONE: number[] = [];

/**
 * Brings each voice the server records for a new video into the open editor as it lands,
 * without touching anything edited here. The server saves each recording as a version of its
 * own; once the saved video is only recordings ahead of the version this editor saves over, the
 * recordings go into every step of its history (present, undo and redo: they are no one's edit
 * here) and of the document it last saved, and it saves over the newer version from then on.
 * Edits not saved yet stay and are saved next; a scene whose script changed here keeps no
 * recording of the old words. Any other save in between is a real conflict, left to autosave.
 */
export function useVoicedScenes(contentId: string, rewrite: (change: Edit) => void, sync: SaveSync): VoicingProgress | null {
  const progress = useVoicingProgress(contentId);
  const versions = progress?.versions ?? NONE;
  const { version: base, saving, adopt, holdConflicts } = sync;
  const reachable = reachableVersion(base, versions);
  const underWay = progress !== null && progress.done < progress.total;

  // A save refused while voices land may have crossed a recording whose event is still on its way.
  useEffect(() => holdConflicts(underWay), [holdConflicts, underWay]);

  useEffect(() => {
    if (saving || reachable === base) return;
    let current = true;
    fetchSavedContent(contentId)
      .then((saved) => {
        // Read after the events: the video may have moved on again, by someone else.
        if (!current || saved.version > reachableVersion(base, versions)) return;
        const merge = recordingsFrom(saved.document);
        rewrite(merge);
        adopt(saved.version, merge);
      })
      // Not read this time: the next event, or the stream coming back, tries again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [contentId, base, reachable, saving, versions, rewrite, adopt]);

  return progress;
}
