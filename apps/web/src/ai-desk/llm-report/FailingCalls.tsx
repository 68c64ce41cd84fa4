import { Alert, Anchor, Center, Loader, Table, Text } from "@mantine/core";
import { LoadMore } from "../../ui/LoadMore";
import { formatMs, formatTime } from "./format";
import { useFailingCalls } from "./report-api";

/** The range's failed calls, newest first; each opens in the drill-down. */
export function FailingCalls({ query, onOpen }: { query: URLSearchParams; onOpen: (id: string) => void }) {
  const list = useFailingCalls(query);
  const calls = list.data?.pages.flatMap((page) => page.data) ?? [];
  if (list.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading failing calls" />
      </Center>
    );
  if (list.error) return <Alert color="red">{list.error.message}</Alert>;
  if (calls.length === 0) return <Text c="dimmed">No call failed in this range.</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={800}>
        <Table aria-label="Failing calls" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time (UTC)</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th>Tool</Table.Th>
              <Table.Th>Model</Table.Th>
              <Table.Th ta="right">Attempt</Table.Th>
              <Table.Th ta="right">Latency</Table.Th>
              <Table.Th>Error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calls.map((call) => (
              <Table.Tr key={call.id}>
                <Table.Td>
                  <Anchor component="button" type="button" size="sm" onClick={() => onOpen(call.id)}>
                    {formatTime(call.created_at)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{call.source}</Table.Td>
                <Table.Td>{call.tool ?? "–"}</Table.Td>
                <Table.Td>{call.model}</Table.Td>
                <Table.Td ta="right">{call.attempt}</Table.Td>
                <Table.Td ta="right">{formatMs(call.latency_ms)}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {call.fallback ? "Fell back after this call. " : ""}
                    {call.error}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={list} />
    </>
  );
}
