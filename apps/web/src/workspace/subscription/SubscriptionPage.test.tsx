// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { leaveFor } from "./leave-for";
import SubscriptionPage from "./SubscriptionPage";
import { paidSummary, summary } from "./subscription-fixtures";

vi.mock("./leave-for", () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SUMMARY = "GET /api/v1/subscription";
const INVOICES = "GET /api/v1/billing/invoices";

test("shows the plan, each quota as a bar in people's units with its reset date, warnings near and at a limit, and the history", async () => {
  stubApi({ [SUMMARY]: [ok({ data: summary() })], [INVOICES]: [ok({ data: [] })] });
  renderScreen(<SubscriptionPage />, { path: "/subscription" });

  const current = await screen.findByRole("region", { name: "Current plan" });
  expect(within(current).getByRole("heading", { name: "Free" })).toBeTruthy();
  expect(within(current).getByText("Default plan")).toBeTruthy();

  const usage = screen.getByRole("region", { name: "Usage" });
  expect(within(usage).getByText("20 renders of 20 renders")).toBeTruthy();
  expect(within(usage).getByText("25 minutes of 30 minutes")).toBeTruthy();
  expect(within(usage).getByText("256 MB of 1 GB")).toBeTruthy();
  expect(within(usage).getAllByText("Resets Dec 1, 2026")).toHaveLength(3);
  expect(within(usage).getByRole("progressbar", { name: "Renders used" }).getAttribute("aria-valuenow")).toBe("100");
  expect(within(usage).getByText(/Renders: you have used all 20 renders until December 1/)).toBeTruthy();
  expect(within(usage).getByText(/Render minutes: 5 minutes left of 30 minutes/)).toBeTruthy();
  expect(within(usage).queryByText(/Image generations:/)).toBeNull();

  const chart = screen.getByRole("group", { name: "Renders by month" });
  expect(within(chart).getByRole("img", { name: "Nov: 20 renders" })).toBeTruthy();
  expect(within(chart).getByRole("img", { name: "Oct: 7 renders" })).toBeTruthy();
  await userEvent.click(screen.getByRole("radio", { name: "Image generations" }));
  expect(screen.getByText("No image generations used in the last twelve months.")).toBeTruthy();

  expect(await screen.findByText("No invoices yet. They appear here after your first payment.")).toBeTruthy();
});

test("with billing off, says plans are assigned by staff and offers no button to buy or manage", async () => {
  const calls = stubApi({
    [SUMMARY]: [
      ok({ data: summary({ billing: { enabled: false, status: null, current_period_end: null, cancel_at_period_end: false } }) }),
    ],
  });
  renderScreen(<SubscriptionPage />, { path: "/subscription" });
  expect(await screen.findByText("Plans are assigned by staff on this server. To change yours, ask an administrator.")).toBeTruthy();
  const plans = screen.getByRole("region", { name: "Plans" });
  expect(within(plans).getByRole("article", { name: "Pro plan" })).toBeTruthy();
  expect(within(plans).queryAllByRole("button")).toEqual([]);
  expect(screen.queryByRole("button", { name: "Manage billing" })).toBeNull();
  expect(screen.queryByRole("region", { name: "Invoices" })).toBeNull();
  expect(screen.getAllByText(/Ask an administrator for a bigger plan or extra credit/)).toHaveLength(2);
  expect(callsTo(calls, INVOICES)).toEqual([]);
});

test("Upgrade sends the chosen plan to Checkout and leaves for Stripe's page", async () => {
  const calls = stubApi({
    [SUMMARY]: [ok({ data: summary() })],
    [INVOICES]: [ok({ data: [] })],
    "POST /api/v1/billing/checkout": [ok({ data: { url: "https://checkout.stripe.test/c/pay/cs_1" } })],
  });
  renderScreen(<SubscriptionPage />, { path: "/subscription" });
  const pro = await screen.findByRole("article", { name: "Pro plan" });
  expect(within(screen.getByRole("article", { name: "Partner plan" })).getByText("Assigned by staff")).toBeTruthy();
  expect(within(screen.getByRole("article", { name: "Free plan" })).getByText("Current plan")).toBeTruthy();
  await userEvent.click(within(pro).getByRole("button", { name: "Upgrade to Pro" }));
  await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_1"));
  expect(callsTo(calls, "POST /api/v1/billing/checkout")[0]!.body).toEqual({ plan_id: "pro" });
});

test("back from Checkout, says the payment arrived and reads the summary again until the plan has changed", async () => {
  const calls = stubApi({
    [SUMMARY]: [ok({ data: summary() }), ok({ data: summary() }), ok({ data: paidSummary() })],
    [INVOICES]: [ok({ data: [] })],
  });
  renderScreen(<SubscriptionPage />, { path: "/subscription?checkout=success&session_id=cs_1" });
  expect(await screen.findByText("Payment received — your plan updates in a moment")).toBeTruthy();
  expect(await screen.findByText("You are on the Pro plan now.", undefined, { timeout: 8000 })).toBeTruthy();
  expect(callsTo(calls, SUMMARY)).toHaveLength(3);
  expect(within(screen.getByRole("region", { name: "Current plan" })).getByText("Billed through Stripe")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Manage billing" })).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  expect(screen.getByTestId("location").textContent).toBe("/subscription");
});

test("lists invoices with their amount, status and Stripe's links", async () => {
  stubApi({
    [SUMMARY]: [ok({ data: paidSummary() })],
    [INVOICES]: [
      ok({
        data: [
          {
            id: "in_1",
            number: "FW-0001",
            created_at: "2026-11-24T10:00:00.000Z",
            amount: 1200,
            currency: "usd",
            status: "paid",
            hosted_url: "https://invoice.stripe.test/in_1",
            pdf_url: "https://invoice.stripe.test/in_1.pdf",
          },
        ],
      }),
    ],
  });
  renderScreen(<SubscriptionPage />, { path: "/subscription" });
  const table = await screen.findByRole("table", { name: "Invoices" });
  const row = within(table).getAllByRole("row")[1]!;
  expect(row.textContent).toContain("FW-0001");
  expect(row.textContent).toContain("$12.00");
  expect(row.textContent).toContain("paid");
  expect(within(row).getByRole("link", { name: "PDF" }).getAttribute("href")).toBe("https://invoice.stripe.test/in_1.pdf");
  expect(screen.getByText("Renews on December 24, 2026.")).toBeTruthy();
  expect(within(screen.getByRole("article", { name: "Free plan" })).queryByRole("button")).toBeNull();
});
