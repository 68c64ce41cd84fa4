import { Anchor, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { documentLink, gridLink } from "./browser-params";
import type { Relation } from "./db-browser-api";

/** The rows a document points at and those pointing at it, as links; a long list links to the filtered grid. */
export function RelatedRows({ relations }: { relations: Relation[] }) {
  if (relations.length === 0) return null;
  return (
    <Card withBorder component="section" aria-label="Related rows">
      <Title order={2} size="h4" mb="sm">
        Related rows
      </Title>
      <Stack gap="sm">
        {relations.map((relation) => (
          <div key={`${relation.kind}-${relation.label}`}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {relation.label}
              </Text>
              <Text size="sm" c="dimmed">
                {relation.kind === "one"
                  ? relation.collection
                  : `${relation.count}${relation.count_capped ? "+" : ""} in ${relation.collection}`}
              </Text>
              {relation.kind === "many" && relation.count > relation.rows.length && (
                <Anchor component={Link} to={gridLink(relation.collection, relation.where)} size="sm">
                  See all
                </Anchor>
              )}
            </Group>
            {relation.rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ) : (
              <List size="sm" aria-label={relation.label}>
                {relation.rows.map((row) => (
                  <List.Item key={row.id}>
                    <Anchor component={Link} to={documentLink(relation.collection, row.id)}>
                      {row.label && row.label !== row.id ? `${row.label} (${row.id})` : row.id}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        ))}
      </Stack>
    </Card>
  );
}
