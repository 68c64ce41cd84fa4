import type { LibraryKind } from "@framewise/contracts";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { ApiError } from "../../api/http";
import { useSaveVersion, type Definition } from "../studio/studio-api";
import { useUnloadWarning } from "../../video-studio/shared/use-leave-warning";

/** Quiet time after the last edit before a draft version is saved: a drag or a few nudges make one version. */
export const AUTOSAVE_DELAY_MS = 1500;
export const AUTOSAVE_NOTE = "Animation edited";

export type DraftSaveState =
  | { kind: "idle" | "unsaved" | "saving" }
  | { kind: "saved"; version: number }
  | { kind: "failed"; message: string; fields: Record<string, string> };

/**
 * Saves `definition` as a new draft version a moment after it last changed, and at once when the
 * editor is left. One save at a time: edits made meanwhile are saved after it. A refused
 * definition (422: the server's validation, its fields at JSON paths) waits for the next edit;
 * undoing past a saved version is just another change, saved as the next version.
 */
export function useDraftAutosave<Kind extends LibraryKind>(kind: Kind, id: string, definition: Definition<Kind>): DraftSaveState {
  const save = useSaveVersion(kind, id);
  const [saved, setSaved] = useState(definition);
  const [refused, setRefused] = useState<Definition<Kind> | null>(null);
  const [state, setState] = useState<DraftSaveState>({ kind: "idle" });
  const saving = save.isPending;
  const pending = definition !== saved && definition !== refused;

  const send = useRef((_: Definition<Kind>) => {});
  useLayoutEffect(() => {
    send.current = (draft) => {
      setState({ kind: "saving" });
      save
        .mutateAsync({ definition: draft, note: AUTOSAVE_NOTE })
        .then((item) => {
          setSaved(draft);
          setState({ kind: "saved", version: item.latest_version });
        })
        .catch((error: unknown) => {
          setRefused(draft);
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          setState({ kind: "failed", message: error instanceof Error ? error.message : "The version was not saved.", fields });
        });
    };
  });

  useEffect(() => {
    if (!pending || saving) return;
    const timer = setTimeout(() => send.current(definition), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [definition, pending, saving]);

  // Leaving the editor (another screen) saves what is still waiting; closing the tab asks first.
  const unsaved = useRef({ pending, definition });
  useLayoutEffect(() => {
    unsaved.current = { pending, definition };
  });
  useEffect(
    () => () => {
      if (unsaved.current.pending) send.current(unsaved.current.definition);
    },
    [],
  );
  // Closing the tab asks first; leaving the screen saves the draft instead (above).
  useUnloadWarning(pending);

  if (saving) return { kind: "saving" };
  if (pending) return { kind: "unsaved" };
  return state;
}
