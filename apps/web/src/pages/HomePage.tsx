import { Alert, Anchor, Badge, Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconLink, IconMovie, IconPhoto, IconShoppingBag, IconSparkles, IconTemplate } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSession } from "../session/session-context";
import { videoStatus } from "../video-studio/videos/VideoCard";
import { useVideoList } from "../video-studio/videos/videos-api";

const starts = [
  { to: "/prompt-to-video", title: "From a prompt", text: "Describe the video; get a script and scenes.", icon: IconSparkles },
  { to: "/url-to-video", title: "From a web page", text: "Turn a page's text and images into scenes.", icon: IconLink },
  { to: "/product", title: "From a product", text: "Name, photos and price become an ad.", icon: IconShoppingBag },
  { to: "/create", title: "From a template", text: "Start blank in a designed style.", icon: IconTemplate },
  { to: "/image-gen", title: "Generate images", text: "Prompt, vibe, aspect ratio.", icon: IconPhoto },
];

const RECENT_COUNT = 6;

/** The videos changed last, each opening in its editor; a clear first step when there are none. */
function RecentVideos() {
  const recent = useVideoList("", "recent", RECENT_COUNT);
  const videos = recent.data?.pages[0]?.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-videos">
      <Group justify="space-between">
        <Title order={2} size="h4" id="recent-videos">
          Recent videos
        </Title>
        {videos.length > 0 && (
          <Anchor component={Link} to="/videos" size="sm">
            All videos
          </Anchor>
        )}
      </Group>
      {recent.isPending && <Loader size="sm" aria-label="Loading your videos" />}
      {recent.isError && <Alert color="red">{recent.error.message}</Alert>}
      {recent.isSuccess && !videos.length && (
        <Text size="sm" c="dimmed">
          No videos yet. Pick a way to start above: your videos will be here to pick up where you left off.
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {videos.map((video) => {
          const state = videoStatus(video);
          const poster = video.latest_render?.poster_url;
          return (
            <Card
              key={video.id}
              component={Link}
              to={`/content/${video.id}/edit`}
              withBorder
              padding={0}
              radius="md"
              aria-label={`Edit ${video.title}`}
              data-testid="recent-video"
            >
              {poster ? (
                <Image src={poster} alt="" h={96} fit="cover" />
              ) : (
                <Center h={96} bg="gray.1" c="gray.6">
                  <IconMovie size={28} stroke={1.4} aria-hidden />
                </Center>
              )}
              <Stack gap={2} p="xs">
                <Text size="sm" fw={500} truncate="end" title={video.title}>
                  {video.title}
                </Text>
                <Badge size="xs" variant="light" color={state.color}>
                  {state.label}
                </Badge>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** Home (`/` and `/main`): the ways to start a video, then the videos changed last. */
export default function HomePage() {
  const { user } = useSession();
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Welcome{user?.name ? `, ${user.name}` : ""}
        </Title>
        <Text c="dimmed">Where would you like to start?</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {starts.map(({ to, title, text, icon: Icon }) => (
          <Card key={to} component={Link} to={to} withBorder padding="lg" radius="md">
            <Group gap="sm" mb={6}>
              <Icon size={22} stroke={1.6} aria-hidden />
              <Text fw={600}>{title}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <RecentVideos />
    </Stack>
  );
}
