import { useMutation, useQuery } from "@tanstack/react-query";
import type { SubscriptionSummary } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { leaveFor } from "./leave-for";

export const SUBSCRIPTION_API = "/api/v1/subscription";
export const BILLING_API = "/api/v1/billing";

/** One Stripe invoice as `GET /api/v1/billing/invoices` answers it. */
export interface BillingInvoice {
  id: string;
  number: string | null;
  created_at: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  status: string | null;
  hosted_url: string | null;
  pdf_url: string | null;
}

/** How often the summary is read while a change is awaited. */
const POLL_MS = 1500;

/** The caller's plan, usage, history and the plans on offer; read again every 1.5 s while `pollWhile` holds (a change awaited). */
export const useSubscription = (pollWhile: (summary: SubscriptionSummary | undefined) => boolean = () => false) =>
  useQuery({
    queryKey: ["subscription"],
    queryFn: async () => (await apiRequest<{ data: SubscriptionSummary }>(SUBSCRIPTION_API)).data,
    refetchInterval: (query) => (pollWhile(query.state.data) ? POLL_MS : false),
  });

/** The caller's invoices (asked for only with billing on: it answers 409 otherwise). */
export const useInvoices = () =>
  useQuery({
    queryKey: ["billing", "invoices"],
    queryFn: async () => (await apiRequest<{ data: BillingInvoice[] }>(`${BILLING_API}/invoices`)).data,
  });

const stripePage = async (path: string, body?: unknown) =>
  (await apiRequest<{ data: { url: string } }>(`${BILLING_API}${path}`, { method: "POST", body })).data.url;

/** Starts buying a plan: the browser leaves for Stripe Checkout. */
export const useCheckout = () =>
  useMutation({ mutationFn: (planId: string) => stripePage("/checkout", { plan_id: planId }), onSuccess: (url) => leaveFor(url) });

/** Opens the Stripe Customer Portal (payment methods, plan changes, cancellation). */
export const usePortal = () => useMutation({ mutationFn: () => stripePage("/portal"), onSuccess: (url) => leaveFor(url) });
