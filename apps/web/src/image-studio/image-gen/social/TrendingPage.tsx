import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IMAGE_GEN_LIMITS, type GeneratedImageSummary } from "@framewise/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../../session/session-context";
import { useAddInspiration } from "./inspiration-staff-api";
import { ReportModal } from "./ReportModal";
import { StaffReports } from "./StaffReports";
import { useToggleLike, useTrending } from "./social-api";
import { TrendingTile } from "./TrendingTile";

/** Trending (`/image-gen/trending`): public images by likes and remixes with time decay, loading more as the end comes into view. */
export default function TrendingPage() {
  const feed = useTrending();
  const { userInfo } = useSession();
  const like = useToggleLike();
  const addToWall = useAddInspiration();
  const [onWall, setOnWall] = useState<ReadonlySet<string>>(new Set());
  const [reporting, setReporting] = useState<GeneratedImageSummary | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  // The cursor ranks later pages as of the first, but an image can still move between pages: show it once.
  const images = useMemo(() => {
    const seen = new Set<string>();
    return (feed.data?.pages.flatMap((page) => page.data) ?? []).filter((image) => !seen.has(image.id) && Boolean(seen.add(image.id)));
  }, [feed.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && !isFetchingNextPage && void fetchNextPage(), {
      rootMargin: "400px",
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1} size="h2">
          Trending
        </Title>
        <Text c="dimmed" size="sm">
          Public images, ranked by likes and remixes; newer ones rise.
        </Text>
      </div>
      {userInfo?.is_staff && <StaffReports />}
      {feed.isPending && <Loader aria-label="Loading trending images" />}
      {feed.error && <Alert color="red">{feed.error.message}</Alert>}
      {like.error && <Alert color="red">{like.error.message}</Alert>}
      {addToWall.error && <Alert color="red">{addToWall.error.message}</Alert>}
      {feed.data && !images.length && (
        <Center py="xl">
          <Stack align="center" gap="xs" data-testid="trending-empty">
            <Text fw={600}>Nothing is trending yet</Text>
            <Text c="dimmed" size="sm" ta="center">
              Make one of your images public from its page, and it shows here for everyone to like and remix.
            </Text>
            <Button component={Link} to="/image-gen" variant="light">
              Create an image
            </Button>
          </Stack>
        </Center>
      )}
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {images.map((image) => (
            <TrendingTile
              key={image.id}
              image={image}
              onLike={(chosen) => like.mutate({ id: chosen.id, like: !chosen.liked })}
              onReport={setReporting}
              onAddToWall={
                userInfo?.is_staff
                  ? (chosen) =>
                      addToWall.mutate(
                        // The wall's titles are short; the prompt's start names the picture.
                        { title: chosen.recipe.prompt.slice(0, IMAGE_GEN_LIMITS.inspirationTitle).trim(), from_image_id: chosen.id },
                        { onSuccess: () => setOnWall((ids) => new Set(ids).add(chosen.id)) },
                      )
                  : undefined
              }
              onWall={onWall.has(image.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <div ref={sentinel} />
      {hasNextPage && (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load more
          </Button>
        </Center>
      )}
      <ReportModal image={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}
