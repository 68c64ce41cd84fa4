import { Alert, Badge, Button, Center, CloseButton, Group, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../api/http";
import { LoadMore } from "../../ui/LoadMore";
import { BulkEditModal } from "./BulkEditModal";
import { OPERATOR_LABELS, PAGE_SIZES, filterText, type BrowserParams } from "./browser-params";
import { CollectionGrid } from "./CollectionGrid";
import { useCollection, useRows } from "./db-browser-api";

/** One collection's grid: its filters as removable pills, the page size, bulk edit, and the rows page by page. */
export function CollectionView({ params, onChange }: { params: BrowserParams; onChange: (changes: Partial<BrowserParams>) => void }) {
  const info = useCollection(params.collection);
  const rows = useRows(params);
  const [bulkOpen, setBulkOpen] = useState(false);
  if (info.error) return <Alert color="red">{info.error.message}</Alert>;
  if (!info.data) return <Loader aria-label="Loading the collection" />;
  const collection = info.data;
  const loaded = rows.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={2} size="h3">
            {collection.name}
          </Title>
          <Badge variant="light" color={collection.editable ? "blue" : "gray"}>
            {collection.editable ? "editable" : "read-only"}
          </Badge>
        </Group>
        <Group gap="xs">
          <Select
            aria-label="Rows per page"
            w={110}
            data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} rows` }))}
            value={String(params.limit)}
            onChange={(value) => value && onChange({ limit: Number(value) })}
            allowDeselect={false}
          />
          {collection.editable && (
            <Button variant="default" onClick={() => setBulkOpen(true)}>
              Bulk edit…
            </Button>
          )}
        </Group>
      </Group>
      {params.where.length > 0 && (
        <Group gap="xs" aria-label="Filters">
          {params.where.map((filter, index) => (
            <Badge
              key={filterText(filter)}
              variant="light"
              tt="none"
              size="lg"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove filter ${filterText(filter)}`}
                  onClick={() => onChange({ where: params.where.filter((_, other) => other !== index) })}
                />
              }
            >
              {filter.column} {OPERATOR_LABELS[filter.op]} {filter.op === "empty" ? "" : filter.value}
            </Badge>
          ))}
          <CloseButton aria-label="Clear filters" onClick={() => onChange({ where: [] })} />
        </Group>
      )}
      {rows.error && (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{rows.error.message}</Text>
            {/* A shared address may sort a table that has grown large by a column without an index. */}
            {rows.error instanceof ApiError && rows.error.code === "slow_sort" && (
              <Button size="xs" variant="default" onClick={() => onChange({ sort: "" })}>
                Use the default order
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {!rows.data && !rows.error ? (
        <Center py="xl">
          <Loader aria-label="Loading rows" />
        </Center>
      ) : (
        rows.data && (
          <>
            <CollectionGrid collection={collection} rows={loaded} params={params} onChange={onChange} />
            {loaded.length === 0 && (
              <Text c="dimmed" ta="center" py="md">
                {params.where.length ? "No rows match these filters." : "This collection is empty."}
              </Text>
            )}
            <LoadMore list={rows} />
          </>
        )
      )}
      {bulkOpen && <BulkEditModal collection={collection} where={params.where} onClose={() => setBulkOpen(false)} />}
    </Stack>
  );
}
