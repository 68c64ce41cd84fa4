import {
  Alert,
  Button,
  Center,
  Code,
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
import { IconPhotoSearch, IconSearch } from "@tabler/icons-react";
import type { Asset, AssetKind, StockResult, StockSource } from "@framewise/contracts";
import { useMemo, useState } from "react";
import { LoadMore } from "../../ui/LoadMore";
import { StockCredit, STOCK_NAMES } from "./StockCredit";
import { StockTile } from "./StockTile";
import { useImportStock, useStockSearch, useStockServices, type StockKind } from "./stock-api";

interface Props {
  kinds: readonly AssetKind[];
  /** The copy made in the library (still processing). */
  onImported: (asset: Asset) => void;
  onCancel: () => void;
}

/** Fewer letters than this are not worth a search (and a service's allowance). */
const MIN_QUERY = 2;
const KIND_NAMES: Record<StockKind, string> = { image: "Photos", video: "Videos" };

/**
 * The picker's stock tab: search a configured service's photos or videos as you type, select one
 * and copy it into the library with its credit. Says plainly when the server has no service.
 */
export function PickerStock({ kinds, onImported, onCancel }: Props) {
  const services = useStockServices();
  const offered = useMemo(
    () => (services.data ?? []).filter((service) => service.kinds.some((kind) => kinds.includes(kind))),
    [services.data, kinds],
  );
  const [chosenSource, setSource] = useState<StockSource | undefined>();
  const service = offered.find((each) => each.source === chosenSource) ?? offered[0];
  const serviceKinds = (service?.kinds ?? []).filter((kind) => kinds.includes(kind));
  const [chosenKind, setKind] = useState<StockKind>("image");
  const kind = serviceKinds.includes(chosenKind) ? chosenKind : (serviceKinds[0] ?? "image");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 400);
  const q = debounced.length >= MIN_QUERY ? debounced : "";
  const list = useStockSearch(service?.source, kind, q);
  const results = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const keyOf = (result: StockResult) => `${result.source}:${result.kind}:${result.id}`;
  const selected = results.find((result) => keyOf(result) === selectedKey);
  const copy = useImportStock();
  const pick = (result: StockResult) => copy.mutate(result, { onSuccess: (asset) => onImported(asset) });

  if (services.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (services.isError) return <Alert color="red">{services.error.message}</Alert>;
  if (!service)
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <IconPhotoSearch size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>No stock service is set up on this server</Text>
          <Text size="sm" c="dimmed" maw={460}>
            To search free photos and videos here, the server's operator sets <Code>PEXELS_API_KEY</Code>, <Code>PIXABAY_API_KEY</Code> or{" "}
            <Code>UNSPLASH_ACCESS_KEY</Code> (each service gives keys for free) and restarts it.
          </Text>
        </Stack>
      </Paper>
    );

  const nothing = q && !list.isPending && !list.isError && !results.length;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {offered.length > 1 && (
          <SegmentedControl<StockSource>
            aria-label="Stock service"
            data={offered.map((each) => ({ value: each.source, label: each.name }))}
            value={service.source}
            onChange={setSource}
          />
        )}
        {serviceKinds.length > 1 && (
          <SegmentedControl<StockKind>
            aria-label="Photos or videos"
            data={serviceKinds.map((value) => ({ value, label: KIND_NAMES[value] }))}
            value={kind}
            onChange={setKind}
          />
        )}
        <TextInput
          data-autofocus
          aria-label={`Search ${service.name}`}
          placeholder={`Search ${service.name}, e.g. “coffee beans”`}
          leftSection={<IconSearch size={16} />}
          rightSection={list.isFetching ? <Loader size={14} /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
        />
      </Group>

      <ScrollArea.Autosize mah="55vh" offsetScrollbars>
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {!q && (
          <Text c="dimmed" py="md">
            Type what the scene shows to search {service.name}’s free {KIND_NAMES[kind].toLowerCase()}.
          </Text>
        )}
        {q && list.isPending && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {nothing && (
          <Text c="dimmed" py="md">
            Nothing on {service.name} matches “{q}”.
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" p={4}>
          {results.map((result) => (
            <StockTile
              key={keyOf(result)}
              result={result}
              selected={keyOf(result) === selectedKey}
              onSelect={() => setSelectedKey(keyOf(result))}
              onPick={() => pick(result)}
            />
          ))}
        </SimpleGrid>
        <LoadMore list={list} />
      </ScrollArea.Autosize>

      {copy.isError && <Alert color="red">{copy.error.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        {selected && <StockCredit attribution={selected.attribution} kind={selected.kind} mr="auto" />}
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!selected} loading={copy.isPending} onClick={() => selected && pick(selected)}>
          Copy to library
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        The copy in your library keeps its credit to {STOCK_NAMES[service.source]} and its author.
      </Text>
    </Stack>
  );
}
