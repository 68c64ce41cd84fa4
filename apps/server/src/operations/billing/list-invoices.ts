import type Stripe from "stripe";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { askStripe, requireStripe, type BillingDeps } from "./billing-deps.ts";
import { findBillingAccountRow } from "./billing-queries.ts";

/** The invoices shown: a year of monthly ones. */
const INVOICES_SHOWN = 24;

export const invoiceSchema = z.strictObject({
  id: z.string(),
  number: z.string().nullable().describe("The invoice's number, once finalised."),
  created_at: timestamp,
  amount: z.number().int().describe("The total, in the currency's smallest unit (cents)."),
  currency: z.string().describe("ISO 4217, lower case (`usd`)."),
  status: z.string().nullable().describe("Stripe's: `draft`, `open`, `paid`, `uncollectible` or `void`."),
  hosted_url: z.string().nullable().describe("Stripe's page for the invoice (view, pay)."),
  pdf_url: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceSchema>;

const invoiceView = (invoice: Stripe.Invoice): InvoiceView => ({
  id: invoice.id,
  number: invoice.number,
  created_at: new Date(invoice.created * 1000).toISOString(),
  amount: invoice.total,
  currency: invoice.currency,
  status: invoice.status,
  hosted_url: invoice.hosted_invoice_url ?? null,
  pdf_url: invoice.invoice_pdf ?? null,
});

/** The caller's invoices from Stripe, newest first; none before they ever bought. */
export async function listInvoices(deps: BillingDeps, viewer: Viewer): Promise<InvoiceView[]> {
  const access = requireStripe(deps);
  const account = await findBillingAccountRow(deps.db, viewer.id);
  if (!account) return [];
  const { data } = await askStripe(deps, "list invoices", () =>
    access.stripe.invoices.list({ customer: account.stripeCustomerId, limit: INVOICES_SHOWN }),
  );
  return data.map(invoiceView);
}
