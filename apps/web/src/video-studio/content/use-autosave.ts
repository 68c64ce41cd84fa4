import type { Content } from "@framewise/scene";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../api/http";
import { saveContent } from "./content-api";
import { useLeaveWarning } from "../shared/use-leave-warning";

/** Quiet time after the last edit before saving, so typing makes one save, not one per letter. */
const SAVE_DELAY_MS = 800;
/** After the network or the server failed, the same document is sent again this much later. */
const RETRY_DELAY_MS = 4000;

/** A refusal the document itself caused (4xx): sending it again would be refused again. */
const refusedForGood = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export type SaveState = { kind: "saved" | "saving" | "unsaved" } | { kind: "conflict" | "failed"; message: string };

/** For what the server itself saves into the video (a new video's voices): how to move past it without a conflict. */
export interface SaveSync {
  /** The version the next save goes over. */
  version: number;
  saving: boolean;
  /**
   * Goes on from `version`, which the server saved over the current one by changes `merge` brings
   * into the document here; a conflict it explains is over. Call it only while nothing is saving.
   */
  adopt: (version: number, merge: (document: Content) => Content) => void;
  /** While true, a conflict is shown as saving: the server's own saves may yet explain it. */
  holdConflicts: (hold: boolean) => void;
}

/**
 * Saves `document` a moment after it changes, over the last version the server confirmed. One
 * save at a time: edits made meanwhile are saved right after it, with the version it returned.
 * A 409 (another tab saved first) stops saving until the person reloads: nothing is overwritten.
 * A failed connection or a server error retries by itself; a refused document waits for an edit.
 * `sync` lets the editor move past what the server saved itself (see use-voiced-scenes.ts).
 */
export function useAutosave(contentId: string, document: Content, loadedVersion: number): SaveState & { sync: SaveSync } {
  const [version, setVersion] = useState(loadedVersion);
  const [saved, setSaved] = useState(document);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; at: number | null } | null>(null);
  const [conflictsHeld, holdConflicts] = useState(false);
  // A document the server refused (other than a conflict) is not sent again until it changes;
  // one that failed on the way (network, server error) is sent again after a pause.
  const [refused, setRefused] = useState<{ document: Content; message: string; retry: boolean } | null>(null);
  const pending = document !== saved && refused?.document !== document;

  useEffect(() => {
    if (!pending || saving || conflict) return;
    const timer = setTimeout(() => {
      setSaving(true);
      saveContent(contentId, version, document)
        .then((detail) => {
          setVersion(detail.version);
          setSaved(document);
          setRefused(null);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.code === "version_conflict")
            setConflict({ message: error.message, at: Number(error.fields?.version) || null });
          else if (refusedForGood(error))
            setRefused({ document, message: error instanceof Error ? error.message : "The video could not be saved.", retry: false });
          else setRefused({ document, message: "Not saved: the connection failed. Trying again…", retry: true });
        })
        .finally(() => setSaving(false));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [contentId, document, version, pending, saving, conflict]);

  useEffect(() => {
    if (!refused?.retry) return;
    const timer = setTimeout(() => setRefused(null), RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refused]);

  useLeaveWarning(document !== saved);

  const adopt = useCallback((next: number, merge: (document: Content) => Content) => {
    setVersion(next);
    setSaved(merge);
    setConflict((current) => (current && current.at !== null && current.at <= next ? null : current));
  }, []);
  const sync: SaveSync = { version, saving, adopt, holdConflicts };

  if (conflict && !conflictsHeld) return { kind: "conflict", message: conflict.message, sync };
  if (saving || conflict) return { kind: "saving", sync };
  if (refused?.document === document) return { kind: "failed", message: refused.message, sync };
  return { kind: document === saved ? "saved" : "unsaved", sync };
}
