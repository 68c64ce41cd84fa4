import type { Asset } from "@framewise/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { ASSETS_KEY } from "./asset-api";
import { uploadFile } from "./upload-file";

export interface UploadItem {
  key: string;
  name: string;
  progress: number;
  state: "waiting" | "uploading" | "done" | "failed" | "cancelled";
  error?: string;
  /** The new asset, once the upload is done (it may still be processing). */
  asset?: Asset;
}

/** Files sent at once; the rest wait their turn. */
const CONCURRENT_UPLOADS = 3;

/** A queue of uploads with progress per file, cancel and retry; the library refreshes as each one lands. */
export function useUploads() {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const queue = useRef<string[]>([]);
  const running = useRef(new Map<string, AbortController>());
  const counter = useRef(0);

  const update = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const pump = useCallback(() => {
    const startNext = () => {
      while (running.current.size < CONCURRENT_UPLOADS && queue.current.length) {
        const key = queue.current.shift()!;
        const abort = new AbortController();
        running.current.set(key, abort);
        update(key, { state: "uploading", progress: 0, error: undefined });
        uploadFile(files.current.get(key)!, (progress) => update(key, { progress }), abort.signal)
          .then((asset) => {
            files.current.delete(key);
            update(key, { state: "done", progress: 1, asset });
            void client.invalidateQueries({ queryKey: ASSETS_KEY });
          })
          .catch((error: Error) =>
            update(key, abort.signal.aborted ? { state: "cancelled", error: undefined } : { state: "failed", error: error.message }),
          )
          .finally(() => {
            running.current.delete(key);
            startNext();
          });
      }
    };
    startNext();
  }, [client, update]);

  const enqueue = useCallback(
    (key: string) => {
      update(key, { state: "waiting", progress: 0, error: undefined });
      queue.current.push(key);
      pump();
    },
    [pump, update],
  );

  const add = useCallback(
    (added: File[]) => {
      const keyed = added.map((file) => ({ key: `upload-${++counter.current}`, file }));
      for (const { key, file } of keyed) files.current.set(key, file);
      setItems((list) => [...list, ...keyed.map(({ key, file }) => ({ key, name: file.name, progress: 0, state: "waiting" as const }))]);
      queue.current.push(...keyed.map(({ key }) => key));
      pump();
    },
    [pump],
  );

  /** Stops an upload in flight (the server keeps nothing of it) or takes a waiting one out of the queue. */
  const cancel = useCallback(
    (key: string) => {
      const inFlight = running.current.get(key);
      if (inFlight) return inFlight.abort();
      queue.current = queue.current.filter((queued) => queued !== key);
      update(key, { state: "cancelled" });
    },
    [update],
  );

  /** Sends a failed or cancelled file again. */
  const retry = useCallback((key: string) => files.current.has(key) && enqueue(key), [enqueue]);

  const clearFinished = useCallback(() => {
    setItems((list) => {
      const kept = list.filter((item) => item.state === "waiting" || item.state === "uploading");
      for (const item of list) if (!kept.includes(item)) files.current.delete(item.key);
      return kept;
    });
  }, []);

  return { items, add, cancel, retry, clearFinished };
}
