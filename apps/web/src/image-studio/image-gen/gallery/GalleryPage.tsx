import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { Link } from "react-router";
import { BoardsSidebar } from "./BoardsSidebar";
import { BulkBar } from "./BulkBar";
import { useGalleryImages } from "./gallery-api";
import { isFiltered, NO_FILTERS, type GalleryFilters } from "./gallery-filters";
import { GalleryFilterBar } from "./GalleryFilterBar";
import { GalleryGrid } from "./GalleryGrid";
import { EMPTY_SELECTION, selectionReducer } from "./selection";
import { useSelectionKeys } from "./use-selection-keys";

/** Search waits for a pause in typing, so each keystroke does not ask the server. */
const SEARCH_DEBOUNCE_MS = 300;

function EmptyGallery({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered)
    return (
      <Stack align="center" gap="xs" py="xl">
        <Text>No images match these filters.</Text>
        <Button variant="light" onClick={onClear}>
          Clear filters
        </Button>
      </Stack>
    );
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text>No images yet.</Text>
      <Anchor component={Link} to="/image-gen">
        Generate your first image
      </Anchor>
    </Stack>
  );
}

/** All generations: every image in a virtualised grid, with boards, filters, search, sort and bulk actions. */
export default function GalleryPage() {
  const [filters, setFilters] = useState<GalleryFilters>(NO_FILTERS);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => ({ ...filters, q: q.trim() }), [filters, q]);
  const list = useGalleryImages(query);
  const images = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const order = useMemo(() => images.map((image) => image.id), [images]);
  const [selection, dispatch] = useReducer(selectionReducer, EMPTY_SELECTION);

  // Deleted or filtered-out images leave the selection.
  useEffect(() => dispatch({ type: "keep", order }), [order]);
  const clear = useCallback(() => dispatch({ type: "clear" }), []);
  useSelectionKeys({ onSelectAll: useCallback(() => dispatch({ type: "all", order }), [order]), onClear: clear });

  const onSelect = useCallback(
    (id: string, event: { shiftKey: boolean }) => dispatch(event.shiftKey ? { type: "range", id, order } : { type: "toggle", id }),
    [order],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const clearFilters = () => {
    setSearch("");
    setFilters({ ...NO_FILTERS, sort: filters.sort });
  };

  return (
    <Group align="stretch" gap="md" wrap="nowrap" h="calc(100dvh - 56px - 2 * var(--mantine-spacing-md))">
      <BoardsSidebar boardId={filters.boardId} onChoose={(boardId) => setFilters({ ...filters, boardId })} />
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <Title order={2}>All generations</Title>
        <GalleryFilterBar filters={filters} search={search} onSearch={setSearch} onChange={setFilters} />
        {selection.ids.size > 0 && <BulkBar ids={[...selection.ids]} onDone={clear} />}
        {list.error && <Alert color="red">{list.error.message}</Alert>}
        {list.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading images" />
          </Center>
        ) : images.length === 0 && !list.error ? (
          <EmptyGallery filtered={isFiltered(query)} onClear={clearFilters} />
        ) : (
          <GalleryGrid
            images={images}
            selected={selection.ids}
            onSelect={onSelect}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
          />
        )}
      </Stack>
    </Group>
  );
}
