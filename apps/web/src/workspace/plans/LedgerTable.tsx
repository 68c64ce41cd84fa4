import { Badge, Button, Table, Text } from "@mantine/core";
import type { LedgerEntry, LedgerEntryKind } from "@framewise/contracts";
import { formatQuota, QUOTA_UNITS } from "./quota-units";

const KIND_COLORS: Record<LedgerEntryKind, string> = { use: "blue", refund: "gray", grant: "teal", adjust: "orange" };

const when = (iso: string) => new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });

/** The owner's quota ledger, newest first, with older entries on demand. */
export function LedgerTable({
  entries,
  more,
}: {
  entries: LedgerEntry[];
  more: { available: boolean; loading: boolean; load: () => void };
}) {
  if (!entries.length)
    return (
      <Text size="sm" c="dimmed">
        Nothing counted yet: renders, generations, uploads and grants appear here.
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Quota ledger">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Quota</Table.Th>
              <Table.Th>Entry</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>For</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{when(entry.at)}</Table.Td>
                <Table.Td>{QUOTA_UNITS[entry.metric].label}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={KIND_COLORS[entry.kind]}>
                    {entry.kind}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatQuota(entry.metric, entry.amount)}</Table.Td>
                <Table.Td>{entry.reason ?? entry.ref ?? "–"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more.available && (
        <Button variant="subtle" onClick={more.load} loading={more.loading}>
          Older entries
        </Button>
      )}
    </>
  );
}
