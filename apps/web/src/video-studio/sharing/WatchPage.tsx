import { AspectRatio, Button, Center, Container, Group, Loader, Stack, Title } from "@mantine/core";
import { IconDownload, IconMovieOff } from "@tabler/icons-react";
import { useParams } from "react-router";
import { MadeWithFramewise, PublicUnavailable } from "../../ui/PublicPageParts";
import { usePublicVideo } from "../shared/share-api";

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
      <PublicUnavailable
        icon={IconMovieOff}
        title="This video is not available"
        reason="It was never shared, its owner stopped sharing it, or the link is mistyped."
      />
    );
  const { title, video_url, poster_url, download_url, width, height } = video.data;
  const portrait = (height ?? 9) > (width ?? 16);
  return (
    <Container size={portrait ? 420 : "md"} py="xl">
      <Stack gap="md">
        <AspectRatio ratio={(width ?? 16) / (height ?? 9)}>
          <video
            src={video_url}
            poster={poster_url}
            controls
            playsInline
            preload="metadata"
            aria-label={title}
            style={{ background: "#000", borderRadius: 12 }}
          />
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
        <MadeWithFramewise />
      </Stack>
    </Container>
  );
}
