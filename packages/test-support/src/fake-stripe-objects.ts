/**
 * The shapes of Stripe's objects as the fake keeps and answers them (the fields Framewise reads,
 * named as Stripe names them), and Stripe's form encoding of requests.
 */
import type { IncomingHttpHeaders } from "node:http";

/** A decoded form-encoded body (or query): nested objects and arrays of strings, as Stripe reads them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

/** One API request the fake received: method, path, the decoded form (or query) and headers. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Form;
  headers: IncomingHttpHeaders;
}

export interface FakeList<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

export interface FakeCustomer {
  id: string;
  object: "customer";
  created: number;
  email: string | null;
  name: string | null;
  metadata: FormValue;
  livemode: false;
}

export interface FakePriceObject {
  id: string;
  object: "price";
  active: true;
  currency: string;
  unit_amount: number;
  type: "recurring";
  recurring: { interval: "month"; interval_count: 1 };
  product: string;
  nickname: string | null;
}

export interface FakeSubscriptionItem {
  id: string;
  object: "subscription_item";
  subscription: string;
  price: FakePriceObject;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  currency: string;
  livemode: false;
  metadata: FormValue;
  items: FakeList<FakeSubscriptionItem>;
  latest_invoice: string | null;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  customer: string;
  client_reference_id: string | null;
  metadata: FormValue;
  success_url: string;
  cancel_url: string | null;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  subscription: string | null;
  url: string;
  created: number;
  /** Kept by the fake (Stripe answers line items on their own route). */
  price: string;
}

export interface FakePortalSession {
  id: string;
  object: "billing_portal.session";
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  customer: string;
  subscription: string;
  number: string;
  created: number;
  currency: string;
  total: number;
  amount_due: number;
  amount_paid: number;
  status: string;
  hosted_invoice_url: string;
  invoice_pdf: string;
  period_start: number;
  period_end: number;
}

export interface FakeMeterEvent {
  object: "billing.meter_event";
  created: number;
  event_name: string;
  identifier: string;
  livemode: false;
  payload: FormValue;
  timestamp: number;
}

export interface FakeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
}

/** Decodes Stripe's form encoding (`line_items[0][price]=…`, `metadata[k]=…`) into nested objects and arrays. */
export function decodeStripeForm(form: URLSearchParams): Form {
  const root: Form = {};
  for (const [key, value] of form) {
    const path = key.split(/\]?\[|\]$/).filter((part) => part !== "");
    let at: Form | FormValue[] = root;
    path.forEach((part, index) => {
      const slot = at as Record<string, FormValue>;
      if (index === path.length - 1) slot[part] = value;
      else at = (slot[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Form | FormValue[];
    });
  }
  return root;
}

/** The string at `path` in a decoded form, if there is one. */
export function text(form: Form, ...path: string[]): string | undefined {
  let at: FormValue | undefined = form;
  for (const key of path) at = typeof at === "object" ? (at as Record<string, FormValue>)[key] : undefined;
  return typeof at === "string" ? at : undefined;
}

export const list = <T>(url: string, data: T[], limit = 10): FakeList<T> => ({
  object: "list",
  data: data.slice(0, limit),
  has_more: data.length > limit,
  url,
});
