import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCloudUpload, IconSearch } from "@tabler/icons-react";
import type { Asset, AssetKind } from "@framewise/contracts";
import { useMemo, useState } from "react";
import { KIND_LABELS } from "./kind-labels";
import { LoadMore } from "../../ui/LoadMore";
import { PickerTile } from "./PickerTile";
import { usePickerAssets } from "./use-picker-assets";

interface Props {
  kinds: readonly AssetKind[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onPick: (asset: Asset) => void;
  onUploadInstead: () => void;
  onCancel: () => void;
}

/** The picker's library tab: search, a type filter when several kinds are allowed, a grid to select from, and "Use this asset". */
export function PickerLibrary({ kinds, selectedId, onSelect, onPick, onUploadInstead, onCancel }: Props) {
  const [kind, setKind] = useState<AssetKind | "all">("all");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const shownKinds = useMemo(() => (kind === "all" ? kinds : [kind]), [kind, kinds]);
  const { list, assets } = usePickerAssets(shownKinds, q);
  const selected = assets.find((asset) => asset.id === selectedId);
  const pick = (asset: Asset) => asset.status === "ready" && onPick(asset);
  const empty = !list.isPending && !list.isError && !assets.length && !list.hasNextPage;

  return (
    <Stack gap="sm">
      <Group gap="sm">
        {kinds.length > 1 && (
          <SegmentedControl<AssetKind | "all">
            aria-label="Type"
            data={[{ value: "all", label: "All" }, ...kinds.map((value) => ({ value, label: KIND_LABELS[value] }))]}
            value={kind}
            onChange={setKind}
          />
        )}
        <TextInput
          data-autofocus
          aria-label="Search assets"
          placeholder="Search by name or tag"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
        />
      </Group>

      <ScrollArea.Autosize mah="55vh" offsetScrollbars>
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.isPending && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {empty && q && <Text c="dimmed">Nothing matches “{q}”.</Text>}
        {empty && !q && (
          <Paper withBorder p="xl" radius="md">
            <Stack align="center" gap="xs">
              <IconCloudUpload size={40} stroke={1.4} aria-hidden />
              <Text fw={600}>Nothing here yet</Text>
              <Button onClick={onUploadInstead}>Upload files</Button>
            </Stack>
          </Paper>
        )}
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" p={4}>
          {assets.map((asset) => (
            <PickerTile
              key={asset.id}
              asset={asset}
              selected={asset.id === selectedId}
              onSelect={() => onSelect(asset.id)}
              onPick={() => pick(asset)}
            />
          ))}
        </SimpleGrid>
        <LoadMore list={list} />
      </ScrollArea.Autosize>

      <Group justify="flex-end" gap="sm">
        {selected?.status === "processing" && (
          <Text size="sm" c="dimmed" mr="auto">
            Still processing; it can be used in a moment.
          </Text>
        )}
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={selected?.status !== "ready"} onClick={() => selected && pick(selected)}>
          Use this asset
        </Button>
      </Group>
    </Stack>
  );
}
