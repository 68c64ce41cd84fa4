import {
  Alert,
  Button,
  Center,
  Chip,
  Group,
  Loader,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { CHECKLIST_ASPECTS, LIBRARY_STAGES } from "@framewise/contracts";
import { SLOT_KINDS } from "@framewise/scene";
import { IconSearch } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { useLibraryGrid } from "./grid-api";
import { LayoutCardThumbnail } from "./ItemThumbnails";
import { LibraryCard } from "./LibraryCard";
import {
  allOwners,
  allTags,
  NO_OWNER,
  readQuery,
  searchLayouts,
  slotRule,
  withSlotRule,
  writeQuery,
  type LayoutQuery,
  type SlotRule,
} from "./layout-search";
import { STAGE_LABELS } from "../studio/stage-labels";

const RULES: { value: SlotRule; label: string }[] = [
  { value: "any", label: "Any" },
  { value: "require", label: "Has" },
  { value: "exclude", label: "None" },
];

/**
 * `layouts/search` (staff): layouts found by their slots (per kind: has one, has none, either),
 * tags, aspect coverage, stage, owner and words; every filter in the address. The library is tens
 * to hundreds of layouts, so one fetch is filtered here as the filters change.
 */
export default function LayoutSearchPage() {
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const items = useLibraryGrid("layout");
  const templates = useTemplates();
  const fontsReady = useRendererFonts();
  const layouts = items.data;
  const found = layouts ? searchLayouts(layouts, query) : [];
  const change = (changes: Partial<LayoutQuery>) => setSearch(writeQuery({ ...query, ...changes }), { replace: true });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Layout search
        </Title>
        <Text c="dimmed" size="sm">
          Find layouts by the slots they have and lack, their tags, the aspect ratios they cover, stage, owner and words.
        </Text>
      </div>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            label="Words"
            placeholder="In the name, description or id"
            leftSection={<IconSearch size={16} />}
            maxLength={200}
            value={query.text}
            onChange={(event) => change({ text: event.currentTarget.value })}
          />
          <div role="group" aria-label="Slots">
            <Text size="sm" fw={500} mb={4}>
              Slots
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing={6}>
              {SLOT_KINDS.map((kind) => (
                <Group key={kind} gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" id={`slot-${kind}`}>
                    {kind}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby={`slot-${kind}`}
                    value={slotRule(query, kind)}
                    onChange={(rule) => change(withSlotRule(query, kind, rule))}
                    data={RULES}
                  />
                </Group>
              ))}
            </SimpleGrid>
          </div>
          <Group grow align="flex-start">
            <MultiSelect
              label="Tags"
              placeholder={query.tags.length ? undefined : "Any"}
              data={layouts ? [...new Set([...allTags(layouts), ...query.tags])] : query.tags}
              value={query.tags}
              onChange={(tags) => change({ tags })}
              searchable
              clearable
            />
            <Select
              label="Stage"
              placeholder="Any"
              data={LIBRARY_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))}
              value={query.stage}
              onChange={(stage) => change({ stage })}
              clearable
            />
            <Select
              label="Owner"
              placeholder="Anyone"
              data={[
                { value: NO_OWNER, label: "No owner" },
                ...(layouts ? allOwners(layouts) : []).map((email) => ({ value: email, label: email })),
              ]}
              value={query.owner}
              onChange={(owner) => change({ owner })}
              searchable
              clearable
            />
          </Group>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Covers every one of
            </Text>
            <Chip.Group multiple value={query.aspects} onChange={(aspects) => change({ aspects })}>
              <Group gap="xs">
                {CHECKLIST_ASPECTS.map((aspect) => (
                  <Chip key={aspect} value={aspect} size="sm">
                    {aspect}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={() => setSearch({})} disabled={search.size === 0}>
              Clear every filter
            </Button>
          </Group>
        </Stack>
      </Paper>
      {items.error && (
        <Alert color="red" title="The layouts could not be loaded">
          {items.error.message}
        </Alert>
      )}
      {!layouts ? (
        !items.error && (
          <Center py="xl">
            <Loader aria-label="Loading the layouts" />
          </Center>
        )
      ) : (
        <>
          <Text size="sm" aria-live="polite" data-testid="search-count">
            {found.length === 1 ? "1 layout" : `${found.length} layouts`} of {layouts.length}
          </Text>
          {found.length === 0 ? (
            <Alert color="gray" title="No layout matches">
              Loosen a filter: set a slot back to “Any”, or clear the words.
            </Alert>
          ) : (
            <SimpleGrid component="section" cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-label="Layouts found">
              {found.map((item) => (
                <LibraryCard
                  key={item.id}
                  item={item}
                  thumbnail={<LayoutCardThumbnail layout={item.definition} templates={templates.data ?? []} fontsReady={fontsReady} />}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
