import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconMovie } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDuration } from "../../workspace/assets/format";
import { useRenders, useStartRender } from "../shared/share-api";
import { QuotaErrorText } from "../../workspace/plans/QuotaErrorText";
import { renderStateLine } from "../shared/render-state";
import type { SaveState } from "./use-autosave";

/** The finished versions listed here; the video's page lists them all. */
const RECENT_VERSIONS = 3;

interface Props {
  contentId: string;
  saveState: SaveState;
}

/**
 * Renders the saved video to MP4, with live progress, and the versions made so far. A click
 * while edits are still unsaved renders as soon as they are saved, so the MP4 shows what the
 * preview shows.
 */
export function RenderPanel({ contentId, saveState }: Props) {
  const renders = useRenders(contentId);
  const start = useStartRender(contentId);
  const [waitingForSave, setWaitingForSave] = useState(false);
  const versions = renders.data ?? [];
  const running = versions.find((render) => render.status === "queued" || render.status === "rendering");
  const newest = versions[0];
  const saved = saveState.kind === "saved";
  const { mutate } = start;

  // Set while the render asked for after the save is being started, so it is asked for once.
  const starting = useRef(false);
  useEffect(() => {
    if (!waitingForSave || !saved || starting.current) return;
    starting.current = true;
    mutate(undefined, {
      onSettled: () => {
        starting.current = false;
        setWaitingForSave(false);
      },
    });
  }, [waitingForSave, saved, mutate]);

  const blocked = saveState.kind === "conflict" || saveState.kind === "failed";
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Button
            leftSection={<IconMovie size={16} />}
            loading={start.isPending || waitingForSave}
            disabled={Boolean(running) || blocked}
            onClick={() => (saved ? mutate() : setWaitingForSave(true))}
          >
            Render MP4
          </Button>
          {versions.length > 0 && (
            <Anchor component={Link} to={`/videos/${contentId}`} size="sm">
              {versions.length === 1 ? "1 render" : `All ${versions.length} renders`}
            </Anchor>
          )}
        </Group>
        {running && (
          <Stack gap={4}>
            <Progress value={running.progress * 100} animated aria-label="Render progress" />
            <Text size="xs" c="dimmed" data-testid="render-status">
              {renderStateLine(running, formatDuration)}
            </Text>
          </Stack>
        )}
        {!running && newest?.status === "done" && (
          <Text size="sm" data-testid="render-status">
            Version {newest.number} is ready.{" "}
            <Anchor component={Link} to={`/videos/${contentId}`}>
              Watch
            </Anchor>{" "}
            ·{" "}
            <Anchor component={Link} to={`/content/${contentId}/share`}>
              Share
            </Anchor>
          </Text>
        )}
        {!running && newest?.status === "failed" && (
          <Alert color="red" p="xs" data-testid="render-status">
            The last render failed: {newest.error}
          </Alert>
        )}
        {!versions.length && !running && (
          <Text size="xs" c="dimmed">
            The preview is instant; the MP4 is made when you render.
          </Text>
        )}
        {versions.some((render) => render.status === "done") && (
          <Stack gap={2} component="ul" aria-label="Rendered versions" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {versions
              .filter((render) => render.status === "done")
              .slice(0, RECENT_VERSIONS)
              .map((render) => (
                <Group key={render.id} component="li" gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    Version {render.number} · {new Date(render.created_at).toLocaleString([], { dateStyle: "medium", timeStyle: "short" })}
                    {render.duration_seconds ? ` · ${formatDuration(render.duration_seconds)}` : ""}
                  </Text>
                  {render.video_url && (
                    <Anchor href={`${render.video_url}?download`} size="xs">
                      MP4
                    </Anchor>
                  )}
                </Group>
              ))}
          </Stack>
        )}
        {start.isError && <QuotaErrorText error={start.error} />}
      </Stack>
    </Paper>
  );
}
