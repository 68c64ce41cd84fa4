import { AspectRatio, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { PublicLandingPage } from "@framewise/contracts";
import { MadeWithFramewise } from "../../ui/PublicPageParts";

/** A landing page as visitors see it: its title and text, then each shared video playing in place. */
export function PublicLandingView({ page }: { page: PublicLandingPage }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs" maw={760}>
          <Title order={1}>{page.title}</Title>
          {page.text && (
            <Text size="lg" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
              {page.text}
            </Text>
          )}
        </Stack>
        {!page.videos.length && <Text c="dimmed">No videos here yet.</Text>}
        <SimpleGrid cols={{ base: 1, sm: page.videos.length > 1 ? 2 : 1 }} spacing="lg">
          {page.videos.map((video) => (
            <Stack key={video.id} gap={6} data-testid="landing-video">
              <AspectRatio
                ratio={(video.width ?? 16) / (video.height ?? 9)}
                maw={(video.height ?? 9) > (video.width ?? 16) ? 420 : undefined}
              >
                <video
                  src={video.video_url}
                  poster={video.poster_url}
                  controls
                  playsInline
                  preload="metadata"
                  aria-label={video.title}
                  style={{ background: "#000", borderRadius: 12 }}
                />
              </AspectRatio>
              <Text fw={600}>{video.title}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <MadeWithFramewise />
      </Stack>
    </Container>
  );
}
