import { Alert, Anchor, AspectRatio, Badge, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload, IconEdit, IconShare } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { formatBytes, formatDuration } from "../../workspace/assets/format";
import { useRenders, useVideoDetail } from "../shared/share-api";
import { renderStateLabel } from "../shared/render-state";

/** One video: its newest finished render playing, every version with its state and download, and the way to edit or share it. */
export default function VideoPage() {
  const { contentId = "" } = useParams();
  const video = useVideoDetail(contentId);
  const renders = useRenders(contentId);

  if (video.isPending || renders.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (video.isError)
    return (
      <Alert color="red" title="This video cannot be shown">
        {video.error.message}
      </Alert>
    );
  const versions = renders.data ?? [];
  const playing = versions.find((render) => render.status === "done");
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Group gap="xs">
          <Button component={Link} to="/videos" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={6}>
            Videos
          </Button>
          <Title order={1} size="h3">
            {video.data.title}
          </Title>
        </Group>
        <Group gap="xs">
          <Button component={Link} to={`/content/${contentId}/edit`} variant="default" leftSection={<IconEdit size={16} />}>
            Edit
          </Button>
          <Button component={Link} to={`/content/${contentId}/share`} variant="default" leftSection={<IconShare size={16} />}>
            Share
          </Button>
        </Group>
      </Group>
      {playing ? (
        <AspectRatio
          ratio={(playing.width ?? 16) / (playing.height ?? 9)}
          maw={playing.height && playing.width && playing.height > playing.width ? 420 : undefined}
        >
          <video
            src={playing.video_url ?? undefined}
            poster={playing.poster_url ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={video.data.title}
            style={{ background: "#000", borderRadius: 12 }}
          />
        </AspectRatio>
      ) : (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">Not rendered yet. Open the editor or the share page to render it.</Text>
        </Paper>
      )}
      <Title order={2} size="h5">
        Versions
      </Title>
      <Table aria-label="Versions" verticalSpacing={6}>
        <Table.Tbody>
          {versions.map((render) => (
            <Table.Tr key={render.id}>
              <Table.Td>Version {render.number}</Table.Td>
              <Table.Td>{new Date(render.created_at).toLocaleString()}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={render.status === "done" ? "teal" : render.status === "failed" ? "red" : "blue"}
                  title={render.error ?? undefined}
                >
                  {renderStateLabel(render)}
                </Badge>
              </Table.Td>
              <Table.Td>{render.duration_seconds ? formatDuration(render.duration_seconds) : ""}</Table.Td>
              <Table.Td>{render.bytes ? formatBytes(render.bytes) : ""}</Table.Td>
              <Table.Td>
                {render.video_url && (
                  <Anchor href={`${render.video_url}?download`} size="sm">
                    <IconDownload size={14} /> MP4
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!versions.length && (
        <Text c="dimmed" size="sm">
          No renders yet.
        </Text>
      )}
    </Stack>
  );
}
