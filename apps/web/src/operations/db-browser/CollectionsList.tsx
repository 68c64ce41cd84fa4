import { Alert, Badge, Loader, NavLink, ScrollArea, Stack } from "@mantine/core";
import { Link } from "react-router";
import { useCollections, type CollectionCount } from "./db-browser-api";

const count = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** "1,204 rows", or "≈ 1.2M rows" for PostgreSQL's estimate of a large table. */
export const rowsLabel = (collection: CollectionCount) =>
  collection.estimated ? `≈ ${count.format(collection.documents)} rows (estimate)` : `${collection.documents.toLocaleString("en")} rows`;

/** The collections with their row counts, each a link to its grid. */
export function CollectionsList({ selected }: { selected: string }) {
  const collections = useCollections();
  if (collections.error) return <Alert color="red">{collections.error.message}</Alert>;
  if (!collections.data) return <Loader aria-label="Loading the collections" />;
  return (
    <ScrollArea.Autosize mah="75vh" w={260} style={{ flexShrink: 0 }}>
      <Stack gap={0} component="nav" aria-label="Collections">
        {collections.data.map((collection) => (
          <NavLink
            key={collection.name}
            component={Link}
            to={`/firestore-dashboard?collection=${collection.name}`}
            active={collection.name === selected}
            label={collection.name}
            description={rowsLabel(collection)}
            rightSection={
              <Badge size="xs" variant="light" color={collection.editable ? "blue" : "gray"}>
                {collection.editable ? "editable" : "read-only"}
              </Badge>
            }
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
