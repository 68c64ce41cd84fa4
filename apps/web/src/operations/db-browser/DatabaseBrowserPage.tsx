import { Group, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { readParams, writeParams, type BrowserParams } from "./browser-params";
import { CollectionsList } from "./CollectionsList";
import { CollectionView } from "./CollectionView";

/**
 * The database browser (staff): the product's collections with their row counts, and the chosen
 * collection's rows by the filters, sort and page size in the address, so a view can be shared.
 */
export default function DatabaseBrowserPage() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const change = (changes: Partial<BrowserParams>) => setSearch(writeParams({ ...params, ...changes }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Database browser
        </Title>
        <Text c="dimmed" size="sm">
          The product's tables. Staff edits are checked like the product's own and recorded in the audit trail with your reason; secrets
          never leave the server.
        </Text>
      </div>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <CollectionsList selected={params.collection} />
        <Stack flex={1} miw={0}>
          {params.collection ? (
            <CollectionView key={params.collection} params={params} onChange={change} />
          ) : (
            <Text c="dimmed">Pick a collection to see its rows.</Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
