import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import { IconCloudUpload, IconSearch, IconTrash, IconUpload } from "@tabler/icons-react";
import { acceptedExtensions, ASSET_KINDS, type AssetKind, type AssetSort } from "@framewise/contracts";
import { useEffect, useMemo, useRef, useState, type DragEvent } from "react";
import { useAssetList, useDeleteAssets, useStorageUse, type AssetFilters } from "./asset-api";
import { AssetCard } from "./AssetCard";
import { formatBytes } from "./format";
import { KIND_LABELS } from "./kind-labels";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { LoadMore } from "../../ui/LoadMore";
import { UploadList } from "./UploadList";
import { useUploads } from "./use-uploads";

const KIND_FILTERS = [
  { value: "all", label: "All" },
  ...ASSET_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
  { value: "logo", label: "Logos" },
];
const SORTS: { value: AssetSort; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Name" },
  { value: "largest", label: "Largest first" },
];
/** What the file picker offers; the server checks the content whatever the name says. */
const ACCEPT = acceptedExtensions();

function filtersFrom(kind: string, q: string, sort: AssetSort): AssetFilters {
  if (kind === "logo") return { logo: true, q, sort };
  return { kinds: kind === "all" ? undefined : [kind as AssetKind], q, sort };
}

/** The asset library: upload (button or drop, many files, progress), browse, filter, search, sort, select and delete. */
export default function AssetsPage() {
  const [kind, setKind] = useState("all");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const [sort, setSort] = useState<AssetSort>("newest");
  const filters = useMemo(() => filtersFrom(kind, q, sort), [kind, q, sort]);
  const list = useAssetList(filters);
  const storage = useStorageUse();
  const uploads = useUploads();
  const remove = useDeleteAssets();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, confirm] = useDisclosure(false);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const assets = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // Infinite scroll: the next page loads as the end of the grid comes into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && !isFetchingNextPage && void fetchNextPage(), {
      rootMargin: "400px",
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Escape clears the selection.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && !confirming && setSelected(new Set());
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [confirming]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) uploads.add([...event.dataTransfer.files]);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const deleteSelected = async () => {
    await remove.mutateAsync({ ids: [...selected] });
    setSelected(new Set());
    confirm.close();
  };
  const empty = !list.isPending && !assets.length;
  const filtered = Boolean(q) || kind !== "all";

  return (
    <Stack
      gap="md"
      maw={1200}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => event.currentTarget === event.target && setDragging(false)}
      onDrop={onDrop}
      style={{
        minHeight: "70vh",
        outline: dragging ? "2px dashed var(--mantine-color-violet-5)" : undefined,
        outlineOffset: 8,
        borderRadius: 12,
      }}
    >
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Assets
          </Title>
          <Text size="sm" c="dimmed">
            {storage.data
              ? `${formatBytes(storage.data.used_bytes)} of ${formatBytes(storage.data.quota_bytes)} used`
              : "Images, videos, audio, fonts and logos"}
          </Text>
        </Stack>
        <Group gap="xs">
          {selected.size > 0 && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
              Delete {selected.size} selected
            </Button>
          )}
          <Button leftSection={<IconUpload size={16} />} onClick={() => fileInput.current?.click()}>
            Upload
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={ACCEPT}
            hidden
            data-testid="asset-file-input"
            onChange={(event) => {
              uploads.add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = "";
            }}
          />
        </Group>
      </Group>

      <UploadList items={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} onClear={uploads.clearFinished} />

      <Group gap="sm" wrap="wrap">
        <SegmentedControl data={KIND_FILTERS} value={kind} onChange={setKind} aria-label="Type" />
        <TextInput
          placeholder="Search by name or tag"
          aria-label="Search assets"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select aria-label="Sort" data={SORTS} value={sort} onChange={(value) => value && setSort(value)} allowDeselect={false} w={170} />
      </Group>

      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {list.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {empty && !filtered && (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconCloudUpload size={40} stroke={1.4} aria-hidden />
            <Text fw={600}>Your library is empty</Text>
            <Text size="sm" c="dimmed" ta="center">
              Drop images, videos, audio or fonts anywhere on this page, or upload them. They are ready to use in your videos.
            </Text>
            <Button mt="xs" onClick={() => fileInput.current?.click()}>
              Upload your first file
            </Button>
          </Stack>
        </Paper>
      )}
      {empty && filtered && <Text c="dimmed">Nothing matches{q ? ` “${q}”` : ""}.</Text>}

      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="md">
        {assets.map((asset) => (
          <AssetCard key={asset.id} asset={asset} selected={selected.has(asset.id)} onSelect={(on) => toggle(asset.id, on)} />
        ))}
      </SimpleGrid>
      <div ref={sentinel} />
      <LoadMore list={list} />

      <ConfirmDelete
        opened={confirming}
        title={`Delete ${selected.size} asset${selected.size === 1 ? "" : "s"}?`}
        error={remove.error}
        pending={remove.isPending}
        onCancel={confirm.close}
        onConfirm={() => void deleteSelected()}
      >
        <Text size="sm">The files are removed from your library and storage. Videos already rendered keep their copy.</Text>
      </ConfirmDelete>
    </Stack>
  );
}
