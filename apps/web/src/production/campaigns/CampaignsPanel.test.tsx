// @vitest-environment happy-dom
import type { CampaignInfo } from "@framewise/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { CampaignsPanel } from "./CampaignsPanel";

const CLIENT = "/api/v1/staff/clients/client-1";
const CAMPAIGNS = `${CLIENT}/campaigns`;

const template = {
  id: "t1",
  name: "Spring sale",
  template_id: "bold",
  aspect_ratio: "9:16",
  document: {
    variables: {
      headline: { type: "text", label: "Headline", default: "Hello" },
      price: { type: "number", label: "Price", default: "10" },
      photo: { type: "image", default: "" },
    },
    scenes: [],
  },
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
};

const campaign = (fields: Partial<CampaignInfo> = {}): CampaignInfo => ({
  id: "c1",
  client_template_id: "t1",
  name: "Weekly offer",
  variables: ["headline", "price"],
  active: true,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
  ...fields,
});

const show = (routes: Record<string, FakeAnswer[]>) => {
  const calls = stubApi({ [`GET ${CLIENT}/templates`]: [ok({ data: [template] })], ...routes });
  renderScreen(<CampaignsPanel clientId="client-1" />);
  return calls;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("creates a campaign: name, template, the ticked variables in the order set with the arrows and by dragging, active", async () => {
  const calls = show({
    [`GET ${CAMPAIGNS}`]: [ok({ data: [] })],
    [`POST ${CAMPAIGNS}`]: [{ status: 201, body: { data: campaign() } }],
  });
  expect(await screen.findByText(/No campaigns yet/)).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "New campaign" }));
  const form = await screen.findByRole("form", { name: "Campaign" });
  await userEvent.type(within(form).getByLabelText(/Name/), "Weekly offer");
  await userEvent.click(within(form).getByLabelText("Headline"));
  await userEvent.click(within(form).getByLabelText("Price"));
  await userEvent.click(within(form).getByLabelText("photo"));
  await userEvent.click(within(form).getByRole("button", { name: "Move Price up" }));
  // Dragging the last ticked field (photo) onto the first puts it first.
  const store = new Map<string, string>();
  const dataTransfer = {
    types: [] as string[],
    setData: (type: string, value: string) => (store.set(type, value), dataTransfer.types.push(type)),
    getData: (type: string) => store.get(type) ?? "",
  };
  const rows = within(within(form).getByRole("list", { name: "Form fields" })).getAllByRole("listitem");
  fireEvent.dragStart(rows[2]!, { dataTransfer });
  fireEvent.dragOver(rows[0]!, { dataTransfer });
  fireEvent.drop(rows[0]!, { dataTransfer });
  await userEvent.click(within(form).getByRole("button", { name: "Create campaign" }));
  await vi.waitFor(() => expect(callsTo(calls, `POST ${CAMPAIGNS}`)).toHaveLength(1));
  expect(callsTo(calls, `POST ${CAMPAIGNS}`)[0]!.body).toEqual({
    name: "Weekly offer",
    client_template_id: "t1",
    variables: ["photo", "price", "headline"],
    active: true,
  });
  await vi.waitFor(() => expect(screen.queryByRole("form", { name: "Campaign" })).toBeNull());
  expect(callsTo(calls, `GET ${CAMPAIGNS}`).length).toBeGreaterThan(1);
});

test("shows a 422 unknown_variables on the variable's own line, and switches a campaign off", async () => {
  const calls = show({
    [`GET ${CAMPAIGNS}`]: [ok({ data: [campaign({ variables: ["headline", "subtitle"] })] })],
    [`PATCH ${CAMPAIGNS}/c1`]: [
      {
        status: 422,
        body: {
          error: {
            code: "unknown_variables",
            message: "The template's variables are: headline, price, photo.",
            fields: { "variables.1": 'The template has no variable "subtitle".' },
          },
        },
      },
      { status: 200, body: { data: campaign({ active: false }) } },
    ],
  });
  await userEvent.click(await screen.findByRole("button", { name: "Edit Weekly offer" }));
  const form = await screen.findByRole("form", { name: "Campaign" });
  await userEvent.click(within(form).getByLabelText(/Active/));
  await userEvent.click(within(form).getByRole("button", { name: "Save" }));
  const [, subtitle] = await within(form).findAllByRole("listitem");
  expect(await within(subtitle!).findByText('The template has no variable "subtitle".')).toBeTruthy();
  expect(within(subtitle!).getByText("not in the template")).toBeTruthy();
  expect(within(form).getByText("The template's variables are: headline, price, photo.")).toBeTruthy();
  await userEvent.click(within(subtitle!).getByLabelText("subtitle"));
  await userEvent.click(within(form).getByRole("button", { name: "Save" }));
  await vi.waitFor(() => expect(callsTo(calls, `PATCH ${CAMPAIGNS}/c1`)).toHaveLength(2));
  expect(callsTo(calls, `PATCH ${CAMPAIGNS}/c1`)[1]!.body).toEqual({
    name: "Weekly offer",
    client_template_id: "t1",
    variables: ["headline"],
    active: false,
  });
});

test("deletes a campaign only once confirmed", async () => {
  const calls = show({
    [`GET ${CAMPAIGNS}`]: [ok({ data: [campaign()] })],
    [`DELETE ${CAMPAIGNS}/c1`]: [{ status: 204 }],
  });
  const table = await screen.findByRole("table", { name: "Campaigns list" });
  expect(within(table).getByText("Spring sale")).toBeTruthy();
  expect(within(table).getByText("headline, price")).toBeTruthy();
  await userEvent.click(within(table).getByRole("button", { name: "Delete Weekly offer" }));
  await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
  expect(callsTo(calls, `DELETE ${CAMPAIGNS}/c1`)).toHaveLength(0);
  await userEvent.click(within(table).getByRole("button", { name: "Delete Weekly offer" }));
  await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
  await vi.waitFor(() => expect(callsTo(calls, `DELETE ${CAMPAIGNS}/c1`)).toHaveLength(1));
});
