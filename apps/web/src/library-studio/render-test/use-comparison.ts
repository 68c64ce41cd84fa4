import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { rendererFontsQuery } from "../../video-studio/content/use-renderer-fonts";
import { fetchPlan, type ComparisonPlan, type FrameRange, type Source } from "./render-test-api";
import { runComparison, type FrameResult } from "./run-comparison";

export interface ComparisonRequest {
  source: Source;
  range: FrameRange;
  width: number;
  threshold: number;
}

export type ComparisonState =
  | { status: "idle" }
  | { status: "planning" }
  | { status: "running" | "done" | "cancelled"; plan: ComparisonPlan; results: FrameResult[]; failedMedia: string[] }
  | { status: "failed"; error: unknown; plan?: ComparisonPlan; results: FrameResult[] };

/**
 * One comparison at a time: the server resolves the source (the browser draws the same
 * document), then frame by frame both sides draw and the results arrive one by one. `cancel`
 * stops before the next frame; starting again drops the last run.
 */
export function useComparison(canvas: React.RefObject<HTMLCanvasElement | null>) {
  const client = useQueryClient();
  const [state, setState] = useState<ComparisonState>({ status: "idle" });
  const [request, setRequest] = useState<ComparisonRequest>();
  const run = useRef(0);

  const start = useCallback(
    async (next: ComparisonRequest) => {
      const id = ++run.current;
      const current = () => run.current === id;
      setRequest(next);
      setState({ status: "planning" });
      let plan: ComparisonPlan | undefined;
      const results: FrameResult[] = [];
      try {
        await client.ensureQueryData(rendererFontsQuery);
        plan = await fetchPlan({ source: next.source, range: next.range, width: next.width });
        if (!current()) return;
        const planned = plan;
        setState({ status: "running", plan, results: [], failedMedia: [] });
        const { failedMedia } = await runComparison({
          source: next.source,
          plan,
          threshold: next.threshold,
          canvas: canvas.current!,
          cancelled: () => !current(),
          onFrame: (result) => {
            if (!current()) return;
            results.push(result);
            setState({ status: "running", plan: planned, results: [...results], failedMedia: [] });
          },
        });
        if (current()) setState({ status: "done", plan, results, failedMedia });
      } catch (error) {
        if (current()) setState({ status: "failed", error, plan, results });
      }
    },
    [client, canvas],
  );

  const cancel = useCallback(() => {
    run.current++;
    setState((last) => (last.status === "running" ? { ...last, status: "cancelled" } : last));
  }, []);

  return { state, request, start, cancel };
}
