import { Alert, Button, Card, Group, NumberInput, Progress, Select, Stack, Text, Title } from "@mantine/core";
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ComparisonSummary } from "./ComparisonSummary";
import { DifferenceChart } from "./DifferenceChart";
import { FrameResults } from "./FrameResults";
import { useRegressionCase, useRegressionCases, type RegressionCase } from "./render-test-api";
import { worstFrame, worstOf } from "./run-comparison";
import { SaveCase } from "./SaveCase";
import { SourcePicker } from "./SourcePicker";
import { emptySourceForm, formOfCase, frameCount, rangeOfFrames, sourceOf, type SourceForm } from "./source-form";
import { useComparison } from "./use-comparison";

const MAX_FRAMES = 60;

/**
 * `remotion-test`, the render test bench: the same frames drawn by the browser and by the
 * server's render path, side by side with a difference heatmap and figures per frame; a
 * comparison can be saved as a regression case the end-to-end suite checks (`?case=<name>`
 * opens one to check it again).
 */
export default function RenderTestPage() {
  const [params, setParams] = useSearchParams();
  const caseName = params.get("case");
  const cases = useRegressionCases();
  const openedCase = useRegressionCase(caseName);
  const [form, setForm] = useState<SourceForm>(emptySourceForm);
  const [width, setWidth] = useState(270);
  const [range, setRange] = useState({ from: 0, to: 119, step: 15 });
  const [threshold, setThreshold] = useState(24);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { state, request, start, cancel } = useComparison(canvas);

  // A case opened (from the list or `?case=`) fills the form once, when its answer arrives.
  const [appliedCase, setAppliedCase] = useState<RegressionCase>();
  if (openedCase.data && openedCase.data !== appliedCase) {
    const saved = openedCase.data;
    setAppliedCase(saved);
    setForm((current) => formOfCase(saved, current));
    setWidth(saved.width);
    setRange(rangeOfFrames(saved.frames));
    setThreshold(saved.threshold);
  }

  const chosen = sourceOf(form);
  const count = frameCount(range);
  const problem = "problem" in chosen ? chosen.problem : count > MAX_FRAMES ? `That is ${count} frames; at most ${MAX_FRAMES}.` : undefined;
  const running = state.status === "planning" || state.status === "running";
  const results = useMemo(() => ("results" in state ? state.results : []), [state]);
  const plan = "plan" in state ? state.plan : undefined;
  const worst = useMemo(() => worstFrame(results), [results]);
  const figures = useMemo(() => worstOf(results), [results]);
  const checkedCase = openedCase.data && request?.threshold === openedCase.data.threshold ? openedCase.data : undefined;

  const compare = () => {
    if ("source" in chosen) void start({ source: chosen.source, range, width, threshold });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={2}>Render test bench</Title>
        <Text c="dimmed">The same frames drawn by this browser and by the server's render path, compared pixel by pixel.</Text>
      </div>
      <Group align="flex-start" grow>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={4}>Source</Title>
            <SourcePicker form={form} onChange={setForm} />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={4}>Frames</Title>
            <Group grow>
              <NumberInput label="From" min={0} value={range.from} onChange={(v) => setRange({ ...range, from: Number(v) || 0 })} />
              <NumberInput label="To" min={0} value={range.to} onChange={(v) => setRange({ ...range, to: Number(v) || 0 })} />
              <NumberInput
                label="Step"
                min={1}
                value={range.step}
                onChange={(v) => setRange({ ...range, step: Math.max(1, Number(v) || 1) })}
              />
            </Group>
            <Group grow>
              <NumberInput
                label="Width (px)"
                description="At most 1920 a side"
                min={16}
                max={1920}
                value={width}
                onChange={(v) => setWidth(Number(v) || 16)}
              />
              <NumberInput
                label="Threshold"
                description="Channel difference that counts (0-255)"
                min={0}
                max={255}
                value={threshold}
                onChange={(v) => setThreshold(Number(v) || 0)}
              />
            </Group>
            <Select
              label="Check a saved case"
              placeholder={cases.data?.cases.length === 0 ? "No cases saved yet" : "Choose a case"}
              data={(cases.data?.cases ?? []).map((saved) => ({
                value: saved.name,
                label: `${saved.name} (${saved.source_kind}, ${saved.frame_count} frames)`,
              }))}
              value={caseName}
              onChange={(name) => setParams(name ? { case: name } : {})}
              clearable
            />
            <Group>
              <Button onClick={compare} disabled={!!problem || running} loading={state.status === "planning"}>
                Compare {count > 0 && count <= MAX_FRAMES ? `${count} frames` : ""}
              </Button>
              {running && (
                <Button variant="default" onClick={cancel}>
                  Cancel
                </Button>
              )}
              {problem && (
                <Text size="sm" c="dimmed">
                  {problem}
                </Text>
              )}
            </Group>
          </Stack>
        </Card>
      </Group>

      {state.status === "failed" && (
        <Alert color="red" title="The comparison stopped" role="alert">
          {state.error instanceof Error ? state.error.message : String(state.error)}
          {"fields" in (state.error as object) && (state.error as { fields?: Record<string, string> }).fields && (
            <ul aria-label="Problems">
              {Object.entries((state.error as { fields: Record<string, string> }).fields).map(([path, message]) => (
                <li key={path}>
                  <code>{path}</code>: {message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {plan && (
        <Card withBorder>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={500}>
                {plan.title} · {plan.width}×{plan.height} · {plan.total_frames} frames at {plan.fps} fps
              </Text>
              {state.status === "cancelled" && (
                <Text size="sm" c="orange">
                  Cancelled after {results.length} frames.
                </Text>
              )}
            </Group>
            {state.status === "running" && (
              <Progress
                value={(results.length / plan.frames.length) * 100}
                aria-label={`Frame ${results.length} of ${plan.frames.length}`}
                animated
              />
            )}
            {plan.missing_media.length > 0 && (
              <Text size="sm" c="dimmed">
                Not stored here, so both sides draw a placeholder: {plan.missing_media.join(", ")}
              </Text>
            )}
            {state.status === "done" && state.failedMedia.length > 0 && (
              <Text size="sm" c="red">
                The browser could not open: {state.failedMedia.join(", ")}
              </Text>
            )}
            {results.length > 0 && (
              <>
                <ComparisonSummary
                  figures={figures}
                  worst={worst}
                  frames={results.length}
                  allowance={checkedCase?.allowance}
                  finished={state.status === "done"}
                />
                <DifferenceChart results={results} worst={worst} allowance={checkedCase?.allowance.max_over_percent} />
                <FrameResults results={results} worst={worst} />
              </>
            )}
          </Stack>
        </Card>
      )}
      {state.status === "idle" && (
        <Text c="dimmed">
          Choose a source and frames, then Compare: each frame is drawn here and on the server, and their difference shown.
        </Text>
      )}
      <Card withBorder>
        <Stack gap="xs">
          <Title order={4}>Regression case</Title>
          <SaveCase
            saving={cases.data?.saving}
            comparison={
              state.status === "done" && request
                ? {
                    source: request.source,
                    width: request.width,
                    frames: state.plan.frames,
                    threshold: request.threshold,
                    measured: figures,
                  }
                : undefined
            }
          />
          {cases.data?.problems.map((line) => (
            <Text key={line} size="sm" c="red">
              {line}
            </Text>
          ))}
        </Stack>
      </Card>
      <canvas ref={canvas} hidden aria-hidden />
    </Stack>
  );
}
