import { Alert, Anchor, Button, Card, Center, Grid, Group, Image, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { GeneratedImageDetail, ImageGeneration } from "@framewise/contracts";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { GenerationCard } from "./GenerationCard";
import { useGeneration, useImage, useUpdateImage } from "./image-gen-api";
import { LineageStrip } from "./LineageStrip";
import { MakeMoreActions } from "./MakeMoreActions";
import { OfflineLabel } from "./OfflineLabel";
import { OwnerControls } from "./OwnerControls";
import { RecipePanel } from "./RecipePanel";
import { useOutputKeys } from "./use-output-keys";

/** The other images of the same generation, in order, to step through (only the caller's own generations can be read). */
function useSiblings(image: GeneratedImageDetail | undefined) {
  const generation = useGeneration(image?.mine ? image.generation_id : "", undefined, Boolean(image?.mine));
  const ids = generation.data?.images.map((sibling) => sibling.id) ?? [];
  const at = image ? ids.indexOf(image.id) : -1;
  return { ids, at };
}

function Output({ image }: { image: GeneratedImageDetail }) {
  const navigate = useNavigate();
  const update = useUpdateImage(image.id);
  const siblings = useSiblings(image);
  const [started, setStarted] = useState<ImageGeneration[]>([]);
  const step = (by: -1 | 1) => {
    const next = siblings.ids[siblings.at + by];
    if (siblings.at >= 0 && next) void navigate(`/image-gen/${next}`);
  };
  useOutputKeys({ onFavourite: image.mine ? () => update.mutate({ favourite: !image.favourite }) : undefined, onStep: step });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xs">
          <Card withBorder padding={0} radius="md">
            <Image src={image.thumbnails.large} alt={image.recipe.prompt} fit="contain" mah="75vh" />
          </Card>
          <Group justify="space-between">
            {image.offline_preview ? <OfflineLabel /> : <span />}
            {siblings.ids.length > 1 && (
              <Group gap={4}>
                <Button size="compact-sm" variant="subtle" aria-label="Previous image" disabled={siblings.at <= 0} onClick={() => step(-1)}>
                  <IconChevronLeft size={16} />
                </Button>
                <Text size="sm" c="dimmed">
                  {siblings.at + 1} of {siblings.ids.length}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label="Next image"
                  disabled={siblings.at >= siblings.ids.length - 1}
                  onClick={() => step(1)}
                >
                  <IconChevronRight size={16} />
                </Button>
              </Group>
            )}
          </Group>
          <LineageStrip image={image} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <MakeMoreActions image={image} onStarted={(generation) => setStarted((list) => [generation, ...list])} />
          {started.map((generation) => (
            <GenerationCard key={generation.id} id={generation.id} initial={generation} />
          ))}
          {image.mine && <OwnerControls image={image} />}
          <RecipePanel image={image} />
          <Text size="xs" c="dimmed">
            Keys: F favourite{image.mine ? "" : " (your own images)"}, ← → the other images of this generation.
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** One image (`/image-gen/:id`): large, with its recipe, what can be made from it, and its lineage both ways. */
export default function OutputPage() {
  const { id = "" } = useParams();
  const image = useImage(id);
  return (
    <Stack gap="md" maw={1400}>
      <Group gap="xs">
        <Button component={Link} to="/image-gen/all" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={6}>
          All generations
        </Button>
        <Title order={1} size="h3" lineClamp={1}>
          {image.data?.recipe.prompt ?? "Generated image"}
        </Title>
      </Group>
      {image.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {image.isError && (
        <Stack maw={600}>
          <Alert color="red" title="This image cannot be shown">
            {image.error.message}
          </Alert>
          <Anchor component={Link} to="/image-gen">
            Create images
          </Anchor>
        </Stack>
      )}
      {/* Keyed: the variations started on one image are not listed on the next. */}
      {image.data && <Output key={image.data.id} image={image.data} />}
    </Stack>
  );
}
