import { Alert, Badge, Card, Loader, Progress, Stack, Table, Text, Title } from "@mantine/core";
import type { RenderSummary } from "@framewise/contracts";
import { LoadMore } from "../../ui/LoadMore";
import { useClientRenders } from "../shared/clients-api";
import { WatchRender } from "../shared/WatchRender";

const STATUS_COLORS: Record<RenderSummary["status"], string> = {
  queued: "gray",
  rendering: "blue",
  done: "green",
  failed: "red",
  cancelled: "gray",
};

const asked = (render: RenderSummary) => new Date(render.created_at).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });

function RenderRow({ render }: { render: RenderSummary }) {
  return (
    <Table.Tr>
      <Table.Td>{asked(render)}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[render.status]} variant="light">
          {render.status}
        </Badge>
        {render.status === "rendering" && <Progress value={render.progress * 100} size="xs" mt={4} aria-label="Progress" />}
        {render.error && (
          <Text size="xs" c="red">
            {render.error}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{render.duration_seconds === null ? "—" : `${render.duration_seconds.toFixed(1)} s`}</Table.Td>
      <Table.Td>{render.width && render.height ? `${render.width}×${render.height}` : "—"}</Table.Td>
      <Table.Td>{render.bytes === null ? "—" : `${(render.bytes / 1024 / 1024).toFixed(1)} MB`}</Table.Td>
      <Table.Td>
        {render.video_url && (
          <WatchRender videoUrl={render.video_url} posterUrl={render.poster_url} title={`The render of ${asked(render)}`} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Renders made for the client (its account's), newest first, with live progress while any is going. */
export function RendersPanel({ clientId }: { clientId: string }) {
  const renders = useClientRenders(clientId);
  const rows = renders.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card withBorder component="section" aria-label="Renders">
      <Stack>
        <Title order={3}>Renders</Title>
        {renders.error && <Alert color="red">{renders.error.message}</Alert>}
        {renders.isPending && <Loader size="sm" aria-label="Loading the renders" />}
        {!renders.isPending && rows.length === 0 && <Text c="dimmed">Nothing rendered for this client yet.</Text>}
        {rows.length > 0 && (
          <Table aria-label="Client renders" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Asked for</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Length</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Video</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((render) => (
                <RenderRow key={render.id} render={render} />
              ))}
            </Table.Tbody>
          </Table>
        )}
        <LoadMore list={renders} />
      </Stack>
    </Card>
  );
}
