import { Alert, Button, Card, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  GENERATED_LAYOUT_CHECKS,
  GENERATED_LAYOUT_STATUSES,
  type GeneratedLayoutChecks,
  type GeneratedLayoutStatus,
  type GeneratedLayoutSummary,
} from "@framewise/contracts";
import type { AspectRatio, Layout } from "@framewise/scene";
import { IconSparkles } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { LibraryThumbnail } from "../../video-studio/content/LibraryThumbnail";
import { ChecksBadge, STATUS_LABELS, StatusBadge } from "./GenerationStatus";
import { useGeneratedLayouts } from "./layout-gen-api";
import { PageHeader } from "../../ui/PageHeader";

const BOX = 168;
const CHECKS_LABELS: Record<GeneratedLayoutChecks, string> = { green: "Checks pass", red: "Checks fail", not_run: "Not checked" };
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The card's picture: the layout in 1:1 when it has it (else its first ratio) under the first published template. */
function CardPicture({ layout }: { layout: GeneratedLayoutSummary }) {
  const templates = useTemplates();
  const fontsReady = useRendererFonts();
  const definition = layout.definition as unknown as Layout | null;
  const template = templates.data?.[0];
  const aspect: AspectRatio | undefined = definition
    ? definition.aspectRatios.includes("1:1")
      ? "1:1"
      : definition.aspectRatios[0]
    : undefined;
  const [w, h] = (aspect ?? "1:1").split(":").map(Number) as [number, number];
  return (
    <Center h={BOX} bg="gray.0">
      {definition && template && aspect ? (
        <LibraryThumbnail
          layout={definition}
          template={template}
          aspectRatio={aspect}
          fontsReady={fontsReady}
          width={Math.round(BOX * Math.min(1, w / h))}
        />
      ) : layout.status === "generating" ? (
        <Loader size="sm" aria-label="Generating" />
      ) : (
        <Text size="sm" c="dimmed" px="sm" ta="center">
          {layout.error ?? "No layout"}
        </Text>
      )}
    </Center>
  );
}

function QueueCard({ layout }: { layout: GeneratedLayoutSummary }) {
  const path = `/generated-layouts/${layout.id}`;
  const name = (layout.definition?.name as string | undefined) ?? "Generated layout";
  return (
    <Card withBorder padding="sm" component="article" aria-label={name} data-testid={`generated-${layout.id}`}>
      <Card.Section>
        <Link to={path} aria-label={`Open ${name}`} style={{ display: "block" }}>
          <CardPicture layout={layout} />
        </Link>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text component={Link} to={path} fw={600} lineClamp={1}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {layout.prompt}
        </Text>
        <Group gap={6}>
          <StatusBadge status={layout.status} />
          <ChecksBadge layout={layout} />
        </Group>
      </Stack>
    </Card>
  );
}

/** `generated-layouts` (staff): the review queue as live thumbnails, filtered by status and checks in the address. */
export default function GeneratedLayoutsPage() {
  const [search, setSearch] = useSearchParams();
  const status = oneOf<GeneratedLayoutStatus>(GENERATED_LAYOUT_STATUSES, search.get("status"));
  const checks = oneOf<GeneratedLayoutChecks>(GENERATED_LAYOUT_CHECKS, search.get("checks"));
  const layouts = useGeneratedLayouts({ status, checks });
  const filter = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value === "all") next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Generated layouts"
        intro="Layouts the generator made: approve one into the library as a draft, edit it first, or reject it with a reason (rejected ones are kept to study)."
      >
        <Button component={Link} to="/layout-gen" leftSection={<IconSparkles size={16} />}>
          Generate a layout
        </Button>
      </PageHeader>
      <Group gap="md">
        <SegmentedControl
          aria-label="Status"
          value={status ?? "all"}
          onChange={(value) => filter("status", value)}
          data={[{ value: "all", label: "All" }, ...GENERATED_LAYOUT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))]}
        />
        <SegmentedControl
          aria-label="Checks"
          value={checks ?? "all"}
          onChange={(value) => filter("checks", value)}
          data={[
            { value: "all", label: "Any checks" },
            ...GENERATED_LAYOUT_CHECKS.map((value) => ({ value, label: CHECKS_LABELS[value] })),
          ]}
        />
      </Group>
      {layouts.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the queue" />
        </Center>
      ) : layouts.isError ? (
        <Alert color="red">Could not read the queue: {layouts.error.message}</Alert>
      ) : layouts.data.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {status || checks ? "No generated layout matches these filters." : "Nothing generated yet: describe a layout in the generator."}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }}>
          {layouts.data.map((layout) => (
            <QueueCard key={layout.id} layout={layout} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
