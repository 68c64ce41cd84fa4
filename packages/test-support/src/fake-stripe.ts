import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  decodeStripeForm,
  list,
  text,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakeEvent,
  type FakeInvoice,
  type FakeMeterEvent,
  type FakePortalSession,
  type FakePriceObject,
  type FakeStripeRequest,
  type FakeSubscription,
  type FakeSubscriptionItem,
  type Form,
} from "./fake-stripe-objects.ts";

export type * from "./fake-stripe-objects.ts";

/** A recurring price the fake sells (a month each), as a product's price in the Stripe dashboard. */
export interface FakeStripePrice {
  id: string;
  /** In the currency's smallest unit (cents). */
  unit_amount: number;
  currency?: string;
  /** What the hosted checkout page calls it. */
  name?: string;
}

export interface FakeStripeOptions {
  prices: FakeStripePrice[];
  secretKey?: string;
  webhookSecret?: string;
}

/** A webhook event the fake sent, with the app's answer status (0: not delivered). */
export interface SentEvent {
  event: FakeEvent;
  status: number;
}

export interface FakeStripe {
  /** The API's base address to configure (`STRIPE_API_URL`). */
  url: string;
  /** The key requests must carry; change it to make the fake refuse the app's key, as for a revoked one. */
  secretKey: string;
  webhookSecret: string;
  /** Where signed events are posted (the app's webhook route); set once the app is up. Unset: events are kept, not sent. */
  webhookUrl: string | undefined;
  requests: FakeStripeRequest[];
  customers: Map<string, FakeCustomer>;
  subscriptions: Map<string, FakeSubscription>;
  /** Meter events as Stripe keeps them: one per identifier, however often it was sent. */
  meterEvents: Map<string, FakeMeterEvent>;
  events: SentEvent[];
  /** The app's settings that bill through this fake (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL). */
  appSettings(): Record<string, string>;
  /** Sends the events to the app at `appUrl` from now on (its webhook route). */
  deliverTo(appUrl: string): void;
  /** Completes a checkout session as its Pay button does: subscription, paid invoice, events. */
  pay(sessionId: string): Promise<void>;
  /** Changes a subscription as the dashboard or the portal would, then tells the app `customer.subscription.updated`. */
  updateSubscription(id: string, changes: { price?: string; status?: string; cancel_at_period_end?: boolean }): Promise<FakeSubscription>;
  /** Signs and posts an event about `object` (a snapshot taken now, as Stripe's are); answers the app's status. */
  sendEvent(type: string, object: object): Promise<SentEvent>;
  /** Posts an event sent before once more, same id and payload, freshly signed, as Stripe's retries do. */
  resend(event: FakeEvent): Promise<SentEvent>;
  close(): Promise<void>;
}

const MONTH_SECONDS = 30 * 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** An answer in Stripe's error shape: `{ error: { type, message, code?, param? } }` with its status. */
class StripeApiError extends Error {
  readonly status: number;
  readonly body: { type: string; message: string; code?: string; param?: string };

  constructor(status: number, body: StripeApiError["body"]) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

const missingParam = (param: string) =>
  new StripeApiError(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    param,
    message: `Missing required param: ${param}.`,
  });
const noSuch = (what: string, id: string, param = "id") =>
  new StripeApiError(404, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${what}: '${id}'` });

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * A loopback stand-in for the parts of Stripe's API Framewise uses, speaking its protocol:
 * form-encoded requests with the secret key as bearer, Stripe's object and list shapes, its error
 * shape and idempotency keys. Checkout and the Customer Portal are tiny hosted pages on the fake
 * (Pay, Cancel plan) that change the subscription and post signed webhooks to `webhookUrl`,
 * signed by the `stripe` library's own test helper, before redirecting back.
 */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_fake_framewise";
  const webhookSecret = options.webhookSecret ?? "whsec_fake_framewise";
  const prices = new Map(options.prices.map((price) => [price.id, price]));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sessions = new Map<string, FakeCheckoutSession>();
  const portalSessions = new Map<string, FakePortalSession>();
  const invoices: FakeInvoice[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const priceObject = (id: string, param = "line_items[0][price]"): FakePriceObject => {
    const price = prices.get(id);
    if (!price) throw noSuch("price", id, param);
    return {
      id,
      object: "price",
      active: true,
      currency: price.currency ?? "usd",
      unit_amount: price.unit_amount,
      type: "recurring",
      recurring: { interval: "month", interval_count: 1 },
      product: `prod_${id}`,
      nickname: price.name ?? null,
    };
  };

  const customerOf = (id: string | undefined, param = "customer") => {
    if (!id) throw missingParam(param);
    const customer = fake.customers.get(id);
    if (!customer) throw noSuch("customer", id, param);
    return customer;
  };

  const subscriptionItem = (subscription: string, price: string, start: number): FakeSubscriptionItem => ({
    id: newId("si"),
    object: "subscription_item",
    subscription,
    price: priceObject(price),
    quantity: 1,
    current_period_start: start,
    current_period_end: start + MONTH_SECONDS,
  });

  function createInvoice(subscription: FakeSubscription): FakeInvoice {
    const [item] = subscription.items.data;
    const id = newId("in");
    const invoice: FakeInvoice = {
      id,
      object: "invoice",
      customer: subscription.customer,
      subscription: subscription.id,
      number: `FAKE-${String(invoices.length + 1).padStart(4, "0")}`,
      created: now(),
      currency: item!.price.currency,
      total: item!.price.unit_amount,
      amount_due: item!.price.unit_amount,
      amount_paid: item!.price.unit_amount,
      status: "paid",
      hosted_invoice_url: `${origin}/invoices/${id}`,
      invoice_pdf: `${origin}/invoices/${id}/pdf`,
      period_start: item!.current_period_start,
      period_end: item!.current_period_end,
    };
    invoices.unshift(invoice);
    return invoice;
  }

  async function deliver(event: FakeEvent): Promise<SentEvent> {
    const payload = JSON.stringify(event);
    const sent: SentEvent = { event, status: 0 };
    fake.events.push(sent);
    if (!fake.webhookUrl) return sent;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const response = await fetch(fake.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": signature,
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
    });
    await response.arrayBuffer();
    sent.status = response.status;
    return sent;
  }

  const eventObject = (type: string, object: object): FakeEvent => ({
    id: newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  });

  /** Ends a subscription now, telling the app `customer.subscription.deleted` (once). */
  async function cancelSubscription(id: string): Promise<FakeSubscription> {
    const subscription = fake.subscriptions.get(id);
    if (!subscription) throw noSuch("subscription", id);
    return subscription.status === "canceled" ? subscription : fake.updateSubscription(id, { status: "canceled" });
  }

  const api: Record<string, (params: Form, id: string) => unknown> = {
    "POST /v1/customers": (params) => {
      const customer: FakeCustomer = {
        id: newId("cus"),
        object: "customer",
        created: now(),
        email: text(params, "email") ?? null,
        name: text(params, "name") ?? null,
        metadata: params.metadata ?? {},
        livemode: false,
      };
      fake.customers.set(customer.id, customer);
      return customer;
    },
    "GET /v1/customers/:id": (_, id) => customerOf(id, "id"),
    // Deleting a customer cancels its subscriptions at once, as Stripe does.
    "DELETE /v1/customers/:id": async (_, id) => {
      const customer = customerOf(id, "id");
      for (const subscription of fake.subscriptions.values())
        if (subscription.customer === id && subscription.status !== "canceled") await cancelSubscription(subscription.id);
      fake.customers.delete(id);
      const deleted = { id, object: "customer", deleted: true };
      await fake.sendEvent("customer.deleted", { ...customer, deleted: true });
      return deleted;
    },
    "POST /v1/checkout/sessions": (params) => {
      if (text(params, "mode") !== "subscription") throw missingParam("mode");
      const customer = customerOf(text(params, "customer"));
      const price = text(params, "line_items", "0", "price");
      if (!price) throw missingParam("line_items");
      priceObject(price);
      const successUrl = text(params, "success_url");
      if (!successUrl) throw missingParam("success_url");
      const id = newId("cs_test");
      const session: FakeCheckoutSession = {
        id,
        object: "checkout.session",
        mode: "subscription",
        customer: customer.id,
        client_reference_id: text(params, "client_reference_id") ?? null,
        metadata: params.metadata ?? {},
        success_url: successUrl,
        cancel_url: text(params, "cancel_url") ?? null,
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        url: `${origin}/checkout/${id}`,
        created: now(),
        price,
      };
      sessions.set(id, session);
      return session;
    },
    "POST /v1/billing_portal/sessions": (params) => {
      const customer = customerOf(text(params, "customer"));
      const id = newId("bps");
      const session: FakePortalSession = {
        id,
        object: "billing_portal.session",
        customer: customer.id,
        return_url: text(params, "return_url") ?? null,
        url: `${origin}/portal/${id}`,
        created: now(),
      };
      portalSessions.set(id, session);
      return session;
    },
    "GET /v1/subscriptions": (params) => {
      const customer = customerOf(text(params, "customer"));
      const status = text(params, "status");
      // Without a status, Stripe lists every subscription that is not canceled.
      const shown = (subscription: FakeSubscription) =>
        status === "all" || (status ? subscription.status === status : subscription.status !== "canceled");
      const found = [...fake.subscriptions.values()]
        .filter((subscription) => subscription.customer === customer.id && shown(subscription))
        .sort((a, b) => b.created - a.created);
      return list("/v1/subscriptions", found, Number(text(params, "limit") ?? 10));
    },
    "GET /v1/subscriptions/:id": (_, id) => {
      const subscription = fake.subscriptions.get(id);
      if (!subscription) throw noSuch("subscription", id);
      return subscription;
    },
    // `subscriptions.cancel`: at once, as the library asks it.
    "DELETE /v1/subscriptions/:id": (_, id) => cancelSubscription(id),
    "GET /v1/invoices": (params) => {
      const customer = customerOf(text(params, "customer"));
      const found = invoices.filter((invoice) => invoice.customer === customer.id);
      return list("/v1/invoices", found, Number(text(params, "limit") ?? 10));
    },
    "POST /v1/billing/meter_events": (params) => {
      const eventName = text(params, "event_name");
      if (!eventName) throw missingParam("event_name");
      customerOf(text(params, "payload", "stripe_customer_id"), "payload[stripe_customer_id]");
      if (!text(params, "payload", "value")) throw missingParam("payload[value]");
      const identifier = text(params, "identifier") ?? newId("mev");
      const timestamp = text(params, "timestamp");
      const event: FakeMeterEvent = {
        object: "billing.meter_event",
        created: now(),
        event_name: eventName,
        identifier,
        livemode: false,
        payload: params.payload!,
        timestamp: timestamp ? Number(timestamp) : now(),
      };
      // Stripe keeps one event per identifier: a retried report is not counted twice.
      if (!fake.meterEvents.has(identifier)) fake.meterEvents.set(identifier, event);
      return fake.meterEvents.get(identifier);
    },
  };

  const fake: FakeStripe = {
    url: origin,
    secretKey,
    webhookSecret,
    webhookUrl: undefined,
    requests: [],
    customers: new Map(),
    subscriptions: new Map(),
    meterEvents: new Map(),
    events: [],
    appSettings: () => ({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: origin }),
    deliverTo(appUrl) {
      fake.webhookUrl = `${appUrl}/api/v1/billing/stripe-webhook`;
    },
    async pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No checkout session ${sessionId}`);
      if (session.status === "complete") return;
      const id = newId("sub");
      const start = now();
      const item = subscriptionItem(id, session.price, start);
      const subscription: FakeSubscription = {
        id,
        object: "subscription",
        customer: session.customer,
        status: "active",
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: start,
        start_date: start,
        currency: item.price.currency,
        livemode: false,
        metadata: session.metadata,
        items: list(`/v1/subscription_items?subscription=${id}`, [item]),
        latest_invoice: null,
      };
      fake.subscriptions.set(id, subscription);
      subscription.latest_invoice = createInvoice(subscription).id;
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: id });
      await fake.sendEvent("customer.subscription.created", subscription);
      await fake.sendEvent("invoice.paid", invoices[0]!);
      await fake.sendEvent("checkout.session.completed", session);
    },
    async updateSubscription(id, changes) {
      const subscription = fake.subscriptions.get(id);
      if (!subscription) throw new Error(`No subscription ${id}`);
      if (changes.price) subscription.items = list(subscription.items.url, [subscriptionItem(id, changes.price, now())]);
      if (changes.status) subscription.status = changes.status;
      if (changes.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = changes.cancel_at_period_end;
      const deleted = subscription.status === "canceled";
      if (deleted) Object.assign(subscription, { canceled_at: now(), ended_at: now() });
      await fake.sendEvent(deleted ? "customer.subscription.deleted" : "customer.subscription.updated", subscription);
      return subscription;
    },
    sendEvent: (type, object) => deliver(eventObject(type, object)),
    resend: (event) => deliver(event),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };

  /** Finds the API operation for a request: its exact path, else a `:id` path. */
  function route(method: string, path: string): { handler: (typeof api)[string]; id: string } | undefined {
    const exact = api[`${method} ${path}`];
    if (exact) return { handler: exact, id: "" };
    const match = /^(.*)\/([^/]+)$/.exec(path);
    const withId = match ? api[`${method} ${match[1]}/:id`] : undefined;
    return withId ? { handler: withId, id: decodeURIComponent(match![2]!) } : undefined;
  }

  function authorised(headers: IncomingHttpHeaders): boolean {
    const header = headers.authorization ?? "";
    // The libraries send the key as a bearer token; curl's `-u sk_…:` as basic authentication.
    const key = fake.secretKey;
    return header === `Bearer ${key}` || header === `Basic ${Buffer.from(`${key}:`).toString("base64")}`;
  }

  async function answerApi(request: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> {
    const method = request.method ?? "GET";
    // The library sends a GET's and a DELETE's parameters in the query string, a POST's in the body.
    const inQuery = method === "GET" || method === "DELETE";
    const params = decodeStripeForm(inQuery ? url.searchParams : new URLSearchParams(await readBody(request)));
    fake.requests.push({ method, path: url.pathname, params, headers: request.headers });
    if (!authorised(request.headers)) {
      const message = "Invalid API Key provided. You did not provide a valid secret key as a bearer token.";
      return { status: 401, body: { error: { type: "invalid_request_error", message } } };
    }
    const found = route(method, url.pathname);
    if (!found) {
      const message = `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs.`;
      return { status: 404, body: { error: { type: "invalid_request_error", message } } };
    }
    // A POST with a key seen before answers what it answered then, as Stripe does for 24 hours.
    const key = method === "POST" ? request.headers["idempotency-key"] : undefined;
    const replay = typeof key === "string" ? idempotent.get(key) : undefined;
    if (replay) return replay;
    let answer: { status: number; body: unknown };
    try {
      answer = { status: 200, body: await found.handler(params, found.id) };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      answer = { status: error.status, body: { error: error.body } };
    }
    if (typeof key === "string") idempotent.set(key, answer);
    return answer;
  }

  const checkoutPage = (session: FakeCheckoutSession) => {
    const price = priceObject(session.price);
    const amount = new Intl.NumberFormat("en", { style: "currency", currency: price.currency }).format(price.unit_amount / 100);
    const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : "";
    return page(
      "Checkout",
      `<h1>Pay for ${escapeHtml(price.nickname ?? price.id)}</h1><p>${amount} / month</p>` +
        `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>${back}`,
    );
  };

  const portalPage = (session: FakePortalSession) => {
    const live = [...fake.subscriptions.values()].filter((s) => s.customer === session.customer && s.status !== "canceled");
    const rows = live.map((subscription) => {
      const price = subscription.items.data[0]!.price;
      return (
        `<li>${escapeHtml(price.nickname ?? price.id)} (${subscription.status})` +
        `<form method="post" action="/portal/${session.id}/cancel/${subscription.id}"><button type="submit">Cancel plan</button></form></li>`
      );
    });
    return page(
      "Billing portal",
      `<h1>Manage billing</h1><ul>${rows.join("") || "<li>No subscriptions</li>"}</ul>` +
        `<p><a href="${escapeHtml(session.return_url ?? "/")}">Return to Framewise</a></p>`,
    );
  };

  /** The hosted pages a browser visits: checkout (Pay), the portal (Cancel plan), invoices. Answers false for an unknown page. */
  async function answerPage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const html = (body: string) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
    const redirect = (to: string) => response.writeHead(303, { location: to }).end();
    const [, area, id = "", action, target = ""] = url.pathname.split("/");
    const post = request.method === "POST";
    const checkout = area === "checkout" ? sessions.get(id) : undefined;
    const portal = area === "portal" ? portalSessions.get(id) : undefined;
    const invoice = area === "invoices" ? invoices.find((item) => item.id === id) : undefined;
    if (checkout && post && action === "pay") {
      await fake.pay(id);
      redirect(checkout.success_url.replace("{CHECKOUT_SESSION_ID}", id));
    } else if (checkout && !post) html(checkoutPage(checkout));
    else if (portal && post && action === "cancel" && fake.subscriptions.get(target)?.customer === portal.customer) {
      await fake.updateSubscription(target, { status: "canceled" });
      redirect(portal.return_url ?? "/");
    } else if (portal && !post) html(portalPage(portal));
    else if (invoice && action === "pdf") response.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4\n%%EOF\n");
    else if (invoice) html(page(`Invoice ${invoice.number}`, `<h1>Invoice ${escapeHtml(invoice.number)}</h1>`));
    else return false;
    return true;
  }

  server.on("request", (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const headers = { "content-type": "application/json", "request-id": newId("req"), "stripe-version": Stripe.API_VERSION };
    const answered = url.pathname.startsWith("/v1/")
      ? answerApi(request, url).then(({ status, body }) => response.writeHead(status, headers).end(JSON.stringify(body)))
      : answerPage(request, response, url).then((done) => {
          if (!done) response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        });
    answered.catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    });
  });
  return fake;
}
