import { Alert, Button, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import { LIBRARY_STAGES, type LibraryKind, type LibraryStage } from "@framewise/contracts";
import type { Layout, Template } from "@framewise/scene";
import { IconFileImport, IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useLayouts, useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { useCreateItem } from "../studio/studio-api";
import { useLibraryGrid, type GridItem } from "./grid-api";
import { ImportModal } from "./ImportModal";
import { ItemActions } from "./ItemActions";
import { ItemFormModal } from "./ItemFormModal";
import { LayoutCardThumbnail, TemplateCardThumbnail } from "./ItemThumbnails";
import { LibraryCard } from "./LibraryCard";
import { STAGE_LABELS } from "../studio/stage-labels";
import { PageHeader } from "../../ui/PageHeader";

const TEXT = {
  layout: { title: "Layouts", plural: "layouts", intro: "Every layout, drafts included, drawn live under a template that offers it." },
  template: { title: "Templates", plural: "templates", intro: "Every template, drafts included, drawn live wearing its layouts." },
};

const stageOf = (value: string | null): LibraryStage | null =>
  LIBRARY_STAGES.includes(value as LibraryStage) ? (value as LibraryStage) : null;
const newestFirst = (a: GridItem, b: GridItem) => b.updated_at.localeCompare(a.updated_at);

/** A library (`layouts` or `templates`) as a grid of live thumbnails, filtered by stage in the address, with create, import and each card's actions. */
export function LibraryGridPage({ kind }: { kind: LibraryKind }) {
  const text = TEXT[kind];
  const [search, setSearch] = useSearchParams();
  const stage = stageOf(search.get("stage"));
  const [open, setOpen] = useState<"create" | "import" | null>(null);
  const items = useLibraryGrid(kind);
  const templates = useTemplates();
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();
  const create = useCreateItem(kind);
  const close = () => {
    setOpen(null);
    create.reset();
  };

  const all = items.data ?? [];
  const shown = all.filter((item) => !stage || item.stage === stage).sort(newestFirst);
  const count = (value: LibraryStage) => all.filter((item) => item.stage === value).length;
  const thumbnail = (item: GridItem) =>
    item.kind === "layout" ? (
      <LayoutCardThumbnail layout={item.definition as Layout} templates={templates.data ?? []} fontsReady={fontsReady} />
    ) : (
      <TemplateCardThumbnail template={item.definition as Template} layouts={layouts.data ?? {}} fontsReady={fontsReady} />
    );

  return (
    <Stack gap="md">
      <PageHeader title={text.title} intro={text.intro}>
        <Group gap="xs">
          {kind === "layout" && (
            <Button component={Link} to="/layouts/search" variant="default" leftSection={<IconSearch size={16} />}>
              Search
            </Button>
          )}
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setOpen("import")}>
            Import JSON
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen("create")}>
            New {kind}
          </Button>
        </Group>
      </PageHeader>
      <SegmentedControl
        aria-label="Stage"
        value={stage ?? "all"}
        onChange={(value) => setSearch(value === "all" ? {} : { stage: value })}
        data={[
          { value: "all", label: `All (${all.length})` },
          ...LIBRARY_STAGES.map((value) => ({ value, label: `${STAGE_LABELS[value]} (${count(value)})` })),
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      {items.error && (
        <Alert color="red" title={`The ${text.plural} could not be loaded`}>
          {items.error.message}
        </Alert>
      )}
      {items.isPending ? (
        <Center py="xl">
          <Loader aria-label={`Loading the ${text.plural}`} />
        </Center>
      ) : all.length === 0 ? (
        !items.error && (
          <Alert color="gray" title={`No ${text.plural} yet`}>
            Start one blank with “New {kind}”, or bring one in with “Import JSON”.
          </Alert>
        )
      ) : shown.length === 0 ? (
        <Alert color="gray" title={`No ${text.plural} in “${stage ? STAGE_LABELS[stage] : ""}”`}>
          <Button variant="subtle" size="compact-sm" onClick={() => setSearch({})}>
            Show every stage
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {shown.map((item) => (
            <LibraryCard key={item.id} item={item} thumbnail={thumbnail(item)} actions={<ItemActions item={item} />} />
          ))}
        </SimpleGrid>
      )}
      {open === "create" && (
        <ItemFormModal
          title={`New ${kind}`}
          submitLabel={`Create ${kind}`}
          initial={{ id: "", name: "" }}
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body, { onSuccess: close })}
          onClose={close}
        />
      )}
      {open === "import" && <ImportModal kind={kind} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
