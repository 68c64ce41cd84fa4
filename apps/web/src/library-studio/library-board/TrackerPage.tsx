import { Alert, Anchor, Box, Center, Checkbox, Grid, Group, Loader, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { formatTime } from "../../ai-desk/llm-report/format";
import { useSession } from "../../session/session-context";
import { useLibraryBoard, type BoardItem } from "./board-api";
import { LayoutThumbnail } from "../studio/LayoutThumbnail";
import { StageBadge } from "../studio/StageBadge";
import { ThisWeek } from "./ThisWeek";
import { PageHeader } from "../../ui/PageHeader";

const WEEK_MS = 7 * 86_400_000;
const EVERYONE = "everyone";
const MINE = "mine";
const NOBODY = "nobody";

function ownedBy(owner: string, me: string | null) {
  if (owner === EVERYONE) return () => true;
  if (owner === NOBODY) return (item: BoardItem) => item.owner_id === null;
  if (owner === MINE) return (item: BoardItem) => item.owner_id !== null && item.owner_id === me;
  return (item: BoardItem) => item.owner_email === owner;
}

/**
 * `layout-tracker` (staff): the board's data as a table, every layout with its stage, owner, what
 * blocks it and its last change, filtered by owner; and what changed in the last seven days.
 */
export default function TrackerPage() {
  const board = useLibraryBoard("layout");
  const templates = useTemplates();
  const fontsReady = useRendererFonts();
  const { userId } = useSession();
  // The filters live in the address, so a filtered tracker can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const owner = params.get("owner") ?? EVERYONE;
  const blockedOnly = params.get("blocked") === "1";
  const filter = (name: "owner" | "blocked", value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  // The week ends when the page opened, so the panel's question stays put.
  const [since] = useState(() => new Date(Date.now() - WEEK_MS).toISOString());

  const items = board.data ?? [];
  const owners = [...new Set(items.flatMap((item) => (item.owner_email ? [item.owner_email] : [])))].sort();
  const shown = items.filter(ownedBy(owner, userId)).filter((item) => !blockedOnly || item.blocked);

  return (
    <Stack gap="md">
      <PageHeader title="Layout tracker" intro="Every layout, who owns it, what blocks it and when it last changed.">
        <Anchor component={Link} to="/layouts/progress" size="sm">
          The board
        </Anchor>
      </PageHeader>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <Group align="flex-end">
              <Select
                label="Owner"
                value={owner}
                onChange={(value) => filter("owner", value === EVERYONE ? null : value)}
                allowDeselect={false}
                data={[
                  { value: EVERYONE, label: "Everyone" },
                  { value: MINE, label: "Mine" },
                  { value: NOBODY, label: "No owner" },
                  ...owners.map((email) => ({ value: email, label: email })),
                ]}
                w={260}
              />
              <Checkbox
                label="Blocked only"
                checked={blockedOnly}
                onChange={(event) => filter("blocked", event.currentTarget.checked ? "1" : null)}
                mb={8}
              />
            </Group>
            {board.error && (
              <Alert color="red" title="The layouts could not be loaded">
                {board.error.message}
              </Alert>
            )}
            {board.isPending ? (
              <Center py="xl">
                <Loader aria-label="Loading the layouts" />
              </Center>
            ) : (
              board.data && (
                <Table.ScrollContainer minWidth={720}>
                  <Table aria-label="Layouts" verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Layout</Table.Th>
                        <Table.Th w={120}>Stage</Table.Th>
                        <Table.Th w={160}>Owner</Table.Th>
                        <Table.Th>Blocked by</Table.Th>
                        <Table.Th w={200}>Last change</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {shown.map((item) => (
                        <Table.Tr key={item.id} data-testid={`row-${item.id}`}>
                          <Table.Td>
                            <Group gap="xs" wrap="nowrap">
                              <Box w={40} style={{ flexShrink: 0 }}>
                                <LayoutThumbnail layout={item.definition} templates={templates.data} fontsReady={fontsReady} size={40} />
                              </Box>
                              <Anchor component={Link} to={`/layouts-pipeline/${encodeURIComponent(item.id)}`} size="sm">
                                {item.name}
                              </Anchor>
                            </Group>
                          </Table.Td>
                          <Table.Td>
                            <StageBadge stage={item.stage} />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" c={item.owner_email ? undefined : "dimmed"}>
                              {item.owner_email ?? "No owner"}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" c={item.blocked ? "red.7" : "dimmed"}>
                              {item.blocked ? item.blocked.reasons.join(", ") : "Nothing"}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            {item.last_change ? (
                              <Text size="sm">
                                {item.last_change.by ?? "System"}
                                <Text span c="dimmed" size="xs" display="block">
                                  {formatTime(item.last_change.at)}
                                </Text>
                              </Text>
                            ) : (
                              <Text size="sm" c="dimmed">
                                Not recorded
                              </Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  {shown.length === 0 && (
                    <Text size="sm" c="dimmed" ta="center" py="lg">
                      {items.length === 0 ? "The library has no layouts yet." : "No layout matches these filters."}
                    </Text>
                  )}
                </Table.ScrollContainer>
              )
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ThisWeek since={since} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
