import {
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { GeneratedImageSummary, ImageGeneration, ImageGenerationStatus } from "@framewise/contracts";
import { Link } from "react-router";
import { seedMatters, useCancelGeneration, useGeneration, useImageProviders } from "./image-gen-api";
import { isActive } from "./live-generations";
import { OfflineLabel } from "./OfflineLabel";

const STATUS_COLORS: Record<ImageGenerationStatus, string> = {
  queued: "gray",
  running: "blue",
  succeeded: "green",
  failed: "red",
  canceled: "gray",
};
const KIND_LABELS = { generate: "", variation: "Variations · ", upscale: "Upscale · ", edit: "Edit · " } as const;

function Placeholder({ generation }: { generation: ImageGeneration }) {
  const running = generation.status === "running";
  const percent = generation.progress === null ? null : Math.round(generation.progress * 100);
  return (
    <Center h="100%" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 6 }} data-testid="image-placeholder">
      {isActive(generation) && (
        <Stack gap={4} align="center" w="70%">
          {running && percent !== null ? (
            <>
              <Text size="sm" fw={600}>
                {percent}%
              </Text>
              <Progress value={percent} w="100%" size="sm" aria-label="Progress" />
            </>
          ) : (
            <Loader size="sm" type="dots" />
          )}
          <Text size="xs" c="dimmed" ta="center" lineClamp={2}>
            {generation.step ?? (running ? "Generating…" : "Queued")}
          </Text>
        </Stack>
      )}
    </Center>
  );
}

function ImageTile({ image }: { image: GeneratedImageSummary }) {
  return (
    <Link to={`/image-gen/${image.id}`} aria-label={`Open image: ${image.recipe.prompt}`}>
      <Image src={image.thumbnails.medium} alt={image.recipe.prompt} h="100%" w="100%" fit="cover" radius={6} />
    </Link>
  );
}

/** Why it ended without all its pictures, and whether it cost anything. */
function Ending({ generation }: { generation: ImageGeneration }) {
  const nothingMade = generation.images.length === 0;
  if (generation.status === "failed")
    return (
      <Alert color="red" p="xs" title="This generation failed">
        {generation.error ?? "The provider did not say why."}{" "}
        {nothingMade ? "It did not count against your monthly generations." : "The pictures made before it failed are kept."}
      </Alert>
    );
  if (generation.status === "canceled")
    return (
      <Text size="xs" c="dimmed">
        Canceled.{nothingMade ? " It did not count against your monthly generations." : ""}
      </Text>
    );
  return null;
}

/** One generation in the results: its pictures as they arrive, placeholders with live progress meanwhile, Cancel while it may. */
export function GenerationCard({ id, initial }: { id: string; initial?: ImageGeneration }) {
  const query = useGeneration(id, initial);
  const providers = useImageProviders();
  const cancel = useCancelGeneration();
  const generation = query.data;
  if (!generation) return <Card withBorder>{query.isError ? <Text c="red">{query.error.message}</Text> : <Loader size="sm" />}</Card>;
  const { recipe } = generation;
  const slots = Math.max(generation.count, generation.images.length);
  const offlineProvider = providers.data?.providers.find((provider) => provider.id === recipe.provider)?.offline_preview;
  const showsOffline = offlineProvider || generation.images.some((image) => image.offline_preview);
  return (
    <Card withBorder padding="sm" data-testid="generation" data-status={generation.status} aria-label={`Generation: ${recipe.prompt}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Box miw={0}>
            <Text size="sm" lineClamp={2}>
              {KIND_LABELS[recipe.kind]}
              {recipe.instruction ?? recipe.prompt}
            </Text>
            <Text size="xs" c="dimmed">
              {recipe.aspect_ratio}
              {seedMatters(providers.data, recipe) ? ` · seed ${recipe.seed}` : ""}
              {recipe.vibe_name ? ` · ${recipe.vibe_name}` : ""} · {recipe.model}
            </Text>
          </Box>
          <Group gap={6} wrap="nowrap">
            <Badge color={STATUS_COLORS[generation.status]} variant="light">
              {generation.status}
            </Badge>
            {isActive(generation) && (
              <Button
                size="compact-xs"
                variant="default"
                leftSection={<IconX size={12} />}
                loading={cancel.isPending}
                onClick={() => cancel.mutate(generation.id)}
              >
                Cancel
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={slots > 1 ? 2 : 1} spacing={6}>
          {Array.from({ length: slots }, (_, index) => {
            const image = generation.images[index];
            if (!image && !isActive(generation)) return null;
            return (
              <AspectRatio key={image?.id ?? index} ratio={recipe.width / recipe.height}>
                {image ? <ImageTile image={image} /> : <Placeholder generation={generation} />}
              </AspectRatio>
            );
          })}
        </SimpleGrid>
        {cancel.isError && (
          <Text size="xs" c="red">
            {cancel.error.message}
          </Text>
        )}
        <Ending generation={generation} />
        {showsOffline && <OfflineLabel size="xs" />}
      </Stack>
    </Card>
  );
}
