import { Anchor, AspectRatio, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconMovieOff } from "@tabler/icons-react";
import { useParams } from "react-router";
import { usePublicVideo } from "./share-api";

/** A shared video for anyone, signed in or not: the player, its title, and the download when the owner allows it. */
export default function WatchPage() {
  const { contentId = "" } = useParams();
  const video = usePublicVideo(contentId);

  if (video.isPending)
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  if (video.isError)
    return (
      <Center mih="100vh" p="md">
        <Paper withBorder p="xl" radius="md" maw={420}>
          <Stack align="center" gap="xs">
            <IconMovieOff size={40} stroke={1.4} aria-hidden />
            <Title order={1} size="h3">
              This video is not available
            </Title>
            <Text c="dimmed" ta="center" size="sm">
              It was never shared, its owner stopped sharing it, or the link is mistyped.
            </Text>
          </Stack>
        </Paper>
      </Center>
    );
  const { title, video_url, poster_url, download_url, width, height } = video.data;
  const portrait = (height ?? 9) > (width ?? 16);
  return (
    <Container size={portrait ? 420 : "md"} py="xl">
      <Stack gap="md">
        <AspectRatio ratio={(width ?? 16) / (height ?? 9)}>
          <video src={video_url} poster={poster_url} controls playsInline preload="metadata" aria-label={title} style={{ background: "#000", borderRadius: 12 }} />
        </AspectRatio>
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h3">
            {title}
          </Title>
          {download_url && (
            <Button component="a" href={download_url} variant="default" leftSection={<IconDownload size={16} />}>
              Download
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Made with{" "}
          <Anchor href="/" size="xs">
            Framewise
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
