// @vitest-environment happy-dom
import type { LedgerEntry, OwnerPlanSummary, Plan } from "@framewise/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { StaffPlanPanel } from "./StaffPlanPanel";

const PATH = "/api/v1/staff/plans/user/user-9";

const plan = (id: string, name: string, renders: number): Plan => ({
  id,
  name,
  limits: { renders, render_seconds: 3600, image_generations: 50, storage_bytes: 2 * 1024 ** 3, max_resolution: 1080 },
});
const free = plan("free", "Free", 10);
const pro = { ...plan("pro", "Pro", 100), price_label: "$12 / month" };

const entry = (id: number, fields: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  at: "2026-11-20T10:00:00Z",
  metric: "renders",
  period: "2026-11",
  kind: "use",
  amount: 1,
  ref: `render:r${id}`,
  reason: null,
  actor_id: null,
  ...fields,
});

const summary = (fields: Partial<OwnerPlanSummary> = {}): OwnerPlanSummary => ({
  owner: { kind: "user", id: "user-9" },
  plan: free,
  plan_source: "default",
  assignment: null,
  usage: [
    { metric: "renders", used: 9, limit: 10, granted: 0, left: 1, resets_at: "2026-12-01T00:00:00.000Z" },
    { metric: "render_seconds", used: 600, limit: 3600, granted: 0, left: 3000, resets_at: "2026-12-01T00:00:00.000Z" },
    { metric: "image_generations", used: 0, limit: 50, granted: 0, left: 50, resets_at: "2026-12-01T00:00:00.000Z" },
    { metric: "storage_bytes", used: 1024 ** 3, limit: 2 * 1024 ** 3, granted: 0, left: 1024 ** 3, resets_at: null },
  ],
  plans: [free, pro],
  entries: [entry(3), entry(2)],
  next_cursor: "2",
  ...fields,
});

const show = (routes: Record<string, FakeAnswer[]>) => {
  const calls = stubApi(routes);
  renderScreen(<StaffPlanPanel ownerKind="user" ownerId="user-9" />);
  return calls;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("shows the plan, a bar per quota in people's units, and the ledger with older entries on demand", async () => {
  show({
    [`GET ${PATH}`]: [
      ok({ data: summary() }),
      ok({ data: summary({ entries: [entry(1, { kind: "refund", amount: -1 })], next_cursor: null }) }),
    ],
  });
  const panel = await screen.findByRole("region", { name: "Plan and quotas" });
  expect(within(panel).getByText("Default plan")).toBeTruthy();
  expect(screen.getByRole("progressbar", { name: "Renders used" }).getAttribute("aria-valuenow")).toBe("90");
  expect(screen.getByText("10 minutes of 60 minutes")).toBeTruthy();
  expect(screen.getByText("1 GB of 2 GB")).toBeTruthy();
  expect(within(screen.getByRole("table", { name: "Quota ledger" })).getAllByRole("row")).toHaveLength(3);
  await userEvent.click(screen.getByRole("button", { name: "Older entries" }));
  expect(await screen.findByText("refund")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Older entries" })).toBeNull();
});

test("changes the plan only with a reason, then shows the new plan", async () => {
  const assigned = summary({
    plan: pro,
    plan_source: "staff",
    assignment: { assigned_by: "staff-1", reason: "Speaker", assigned_at: "2026-11-21T00:00:00Z" },
  });
  const calls = show({
    [`GET ${PATH}`]: [ok({ data: summary() }), ok({ data: assigned })],
    [`PUT ${PATH}/plan`]: [ok({ data: { plan_id: "pro", reason: "Speaker", assigned_at: "2026-11-21T00:00:00Z" } })],
  });
  const form = await screen.findByRole("form", { name: "Change plan" });
  const submit = within(form).getByRole("button", { name: "Change plan" });
  await userEvent.click(within(form).getByRole("combobox", { name: "Plan" }));
  await userEvent.click(await screen.findByRole("option", { name: "Pro ($12 / month)" }));
  expect(submit.hasAttribute("disabled")).toBe(true);
  await userEvent.type(within(form).getByRole("textbox", { name: /Reason/ }), "Speaker");
  await userEvent.click(submit);
  expect(await screen.findByText("Assigned by staff")).toBeTruthy();
  expect(callsTo(calls, `PUT ${PATH}/plan`)[0]!.body).toEqual({ plan_id: "pro", reason: "Speaker" });
  expect(screen.getByText(/“Speaker”/)).toBeTruthy();
});

test("grants credit typed in minutes as seconds, and shows the server's refusal at its field", async () => {
  const calls = show({
    [`GET ${PATH}`]: [ok({ data: summary() })],
    [`POST ${PATH}/grants`]: [
      {
        status: 400,
        body: {
          error: { code: "invalid_request", message: "Some fields are not valid.", fields: { amount: "More than one grant may give." } },
        },
      },
      { status: 201, body: { data: entry(4, { kind: "grant", metric: "render_seconds", amount: 1800, reason: "Outage" }) } },
    ],
  });
  const form = await screen.findByRole("form", { name: "Grant credit" });
  await userEvent.click(within(form).getByRole("combobox", { name: "Quota" }));
  await userEvent.click(await screen.findByRole("option", { name: "Render minutes" }));
  await userEvent.type(within(form).getByRole("textbox", { name: "Amount (minutes)" }), "30");
  await userEvent.type(within(form).getByRole("textbox", { name: /Reason/ }), "Outage");
  await userEvent.click(within(form).getByRole("button", { name: "Grant credit" }));
  expect(await within(form).findByText("More than one grant may give.")).toBeTruthy();
  await userEvent.click(within(form).getByRole("button", { name: "Grant credit" }));
  expect(await within(form).findByText("Granted 30 minutes.")).toBeTruthy();
  expect(callsTo(calls, `POST ${PATH}/grants`).map((call) => call.body)).toEqual([
    { metric: "render_seconds", amount: 1800, reason: "Outage" },
    { metric: "render_seconds", amount: 1800, reason: "Outage" },
  ]);
});

test("says so when the plan cannot be loaded", async () => {
  show({ [`GET ${PATH}`]: [{ status: 404, body: { error: { code: "not_found", message: "The user was not found." } } }] });
  expect(await screen.findByText("The user was not found.")).toBeTruthy();
});
