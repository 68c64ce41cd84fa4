import { Alert, Anchor, Badge, Center, Group, Loader, Table, Text } from "@mantine/core";
import { useInvoices, type BillingInvoice } from "./subscription-api";

/** An amount in the currency's smallest unit as money (`$12.00`, `¥1,200`). */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

const STATUS_COLORS: Record<string, string> = { paid: "teal", open: "yellow", uncollectible: "red", void: "gray", draft: "gray" };

function InvoiceRow({ invoice }: { invoice: BillingInvoice }) {
  return (
    <Table.Tr>
      <Table.Td>{invoice.number ?? "Draft"}</Table.Td>
      <Table.Td>{new Date(invoice.created_at).toLocaleDateString("en", { day: "numeric", month: "short", year: "numeric" })}</Table.Td>
      <Table.Td>{formatMoney(invoice.amount, invoice.currency)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATUS_COLORS[invoice.status ?? ""] ?? "gray"}>
          {invoice.status ?? "unknown"}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="sm">
          {invoice.hosted_url && (
            <Anchor href={invoice.hosted_url} target="_blank" rel="noreferrer" size="sm">
              View
            </Anchor>
          )}
          {invoice.pdf_url && (
            <Anchor href={invoice.pdf_url} target="_blank" rel="noreferrer" size="sm">
              PDF
            </Anchor>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The person's Stripe invoices, newest first, with Stripe's page and PDF for each. */
export function InvoicesTable() {
  const invoices = useInvoices();
  if (invoices.error) return <Alert color="red">{invoices.error.message}</Alert>;
  if (!invoices.data)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading invoices" />
      </Center>
    );
  if (!invoices.data.length)
    return (
      <Text size="sm" c="dimmed">
        No invoices yet. They appear here after your first payment.
      </Text>
    );
  return (
    <Table aria-label="Invoices" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Number</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Invoice</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.data.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
