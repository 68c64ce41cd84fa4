import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { ASSETS_KEY } from "./asset-api";
import { uploadFile } from "./upload-file";

export interface UploadItem {
  key: string;
  name: string;
  progress: number;
  state: "waiting" | "uploading" | "done" | "failed";
  error?: string;
}

/** Files sent at once; the rest wait their turn. */
const CONCURRENT_UPLOADS = 3;

/** A queue of uploads with progress per file; the library refreshes as each one lands. */
export function useUploads() {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);
  const counter = useRef(0);

  const update = useCallback((key: string, change: Partial<UploadItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))), []);

  const pump = useCallback(() => {
    const startNext = () => {
      while (running.current < CONCURRENT_UPLOADS && queue.current.length) {
        const next = queue.current.shift()!;
        running.current++;
        update(next.key, { state: "uploading" });
        uploadFile(next.file, (progress) => update(next.key, { progress }))
          .then(() => {
            update(next.key, { state: "done", progress: 1 });
            void client.invalidateQueries({ queryKey: ASSETS_KEY });
          })
          .catch((error: Error) => update(next.key, { state: "failed", error: error.message }))
          .finally(() => {
            running.current--;
            startNext();
          });
      }
    };
    startNext();
  }, [client, update]);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ key: `upload-${++counter.current}`, file }));
      setItems((list) => [...list, ...added.map(({ key, file }) => ({ key, name: file.name, progress: 0, state: "waiting" as const }))]);
      queue.current.push(...added);
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(() => setItems((list) => list.filter((item) => item.state === "waiting" || item.state === "uploading")), []);

  return { items, add, clearFinished };
}
