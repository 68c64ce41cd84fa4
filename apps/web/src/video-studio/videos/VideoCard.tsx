import { ActionIcon, Badge, Card, Center, Group, Image, Menu, Progress, Text } from "@mantine/core";
import { IconCopy, IconDots, IconEdit, IconMovie, IconShare, IconTrash } from "@tabler/icons-react";
import type { ContentSummary } from "@framewise/contracts";
import { Link } from "react-router";
import { formatDuration } from "../../workspace/assets/format";
import { renderStateLabel } from "../shared/render-state";

/** What the newest render says about the video: a draft until one is asked for. */
export function videoStatus(video: ContentSummary): { label: string; color: string } {
  switch (video.latest_render?.status) {
    case undefined:
    case "cancelled":
      return { label: "Draft", color: "gray" };
    case "queued":
    case "rendering":
      return { label: renderStateLabel(video.latest_render), color: "blue" };
    case "done":
      return { label: "Ready", color: "teal" };
    case "failed":
      return { label: "Failed", color: "red" };
  }
}

interface Props {
  video: ContentSummary;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One video in the library: poster (or a placeholder), title, status, length and date; duplicate, share, delete. */
export function VideoCard({ video, onDuplicate, onDelete }: Props) {
  const render = video.latest_render;
  const state = videoStatus(video);
  return (
    <Card withBorder padding={0} radius="md" data-testid="video-card" data-status={render?.status ?? "draft"}>
      <Link to={`/videos/${video.id}`} aria-label={`Open ${video.title}`} style={{ color: "inherit", textDecoration: "none" }}>
        {render?.poster_url ? (
          <Image
            src={render.poster_url}
            alt=""
            h={150}
            // The card is landscape: a vertical or square poster is shown whole on a dark band, not cropped.
            fit={video.aspect_ratio === "16:9" ? "cover" : "contain"}
            bg="dark.7"
            data-testid="video-poster"
          />
        ) : (
          <Center h={150} bg="gray.1" c="gray.6">
            <IconMovie size={40} stroke={1.4} aria-hidden />
          </Center>
        )}
        {(render?.status === "queued" || render?.status === "rendering") && (
          <Progress value={render.progress * 100} size="xs" radius={0} animated />
        )}
      </Link>
      <Group justify="space-between" wrap="nowrap" gap={4} p="xs">
        <Text size="sm" fw={500} truncate="end" title={video.title}>
          {video.title}
        </Text>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${video.title}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEdit size={14} />} component={Link} to={`/content/${video.id}/edit`}>
              Edit
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={14} />} onClick={onDuplicate}>
              Duplicate
            </Menu.Item>
            <Menu.Item leftSection={<IconShare size={14} />} component={Link} to={`/content/${video.id}/share`}>
              Share
            </Menu.Item>
            <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={onDelete}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap={6} px="xs" pb="xs">
        <Badge
          size="xs"
          variant="light"
          color={state.color}
          title={render?.status === "failed" || render?.status === "queued" ? (render.error ?? undefined) : undefined}
        >
          {state.label}
        </Badge>
        <Text size="xs" c="dimmed">
          {render?.duration_seconds ? `${formatDuration(render.duration_seconds)} · ` : ""}
          {video.aspect_ratio} · {new Date(video.updated_at).toLocaleDateString()}
        </Text>
      </Group>
    </Card>
  );
}
