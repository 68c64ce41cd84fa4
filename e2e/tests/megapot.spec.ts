import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, signUpByApi, signUpStaff, test, uniqueEmail, waitForSignedInShell } from "../support/fixtures.ts";

/** A one-scene call to action drawn with the Bold library template, its headline a text variable. */
const saleDocument = {
  version: 1,
  title: "Spring sale",
  aspectRatio: "9:16",
  templateId: "bold",
  variables: { headline: { type: "text", label: "Headline", default: "Spring sale" } },
  scenes: [{ id: "s1", layoutId: "call-to-action", slots: { headline: { variable: "headline" } }, duration: 1 }],
};

/** The canvas's pixels as one string, to tell two drawings apart. */
const drawing = (canvas: Locator) => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());

test("a client's member fills the campaign form, sees the preview change, makes the video in one click and rejects a pipeline draft", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Staff set the client, its template and campaign up through the clients screen's API (their journey is prod-clients.spec.ts).
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await signUpStaff(staffPage);
  const staffApi = async (path: string, data: unknown) => {
    const answer = await staffPage.request.post(`${baseURL}/api/v1/staff${path}`, { data, headers: { origin: baseURL! } });
    expect(answer.status(), path).toBe(201);
    return ((await answer.json()) as { data: { id: string } }).data;
  };
  const clientName = `Contoso ${randomUUID().slice(0, 6)}`;
  const client = await staffApi("/clients", { name: clientName, template_ids: ["bold"] });
  const template = await staffApi(`/clients/${client.id}/templates`, { from: "document", name: "Sale", document: saleDocument });
  await staffApi(`/clients/${client.id}/campaigns`, { name: "Weekly offer", client_template_id: template.id, variables: ["headline"] });
  const member = uniqueEmail();
  await signUpByApi(page, member);
  await staffApi(`/clients/${client.id}/members`, { email: member });
  // An inbound pipeline whose drafts wait for the members' approval (the staff journey is prod-pipelines.spec.ts).
  const { key } = (await staffApi(`/clients/${client.id}/keys`, { name: "Shop", scopes: ["pipelines"] })) as unknown as { key: string };
  const pipeline = await staffApi("/pipelines", {
    client_id: client.id,
    name: "Shop feed",
    source: { kind: "inbound" },
    client_template_id: template.id,
    mapping: { kind: "fields", modifications: { headline: "{{title}}" } },
  });
  const pushed = await staffPage.request.post(`${baseURL}/api/v1/client/pipelines/${pipeline.id}/items`, {
    data: { items: [{ id: "sku-1", title: "Trail Runner 2" }] },
    headers: { authorization: `Bearer ${key}` },
  });
  expect(pushed.status()).toBe(202);
  const waiting = async () =>
    (
      (await (await staffPage.request.get(`${baseURL}/api/v1/staff/pipelines/${pipeline.id}`)).json()) as {
        data: { awaiting_approval: number };
      }
    ).data.awaiting_approval;
  await expect.poll(waiting).toBe(1);
  await staff.close();

  await page.goto("/megapot");
  await waitForSignedInShell(page);
  await expect(page.getByRole("heading", { name: "Weekly offer" })).toBeVisible();
  const preview = page.getByRole("img", { name: "Scene 1 preview" });
  const blank = await preview.evaluate((element: HTMLCanvasElement) => {
    const empty = document.createElement("canvas");
    [empty.width, empty.height] = [element.width, element.height];
    return empty.toDataURL();
  });
  // Drawn once the library and fonts are in.
  await expect.poll(() => drawing(preview)).not.toBe(blank);
  const before = await drawing(preview);
  await page.getByRole("textbox", { name: "Headline" }).fill("Forty percent off everything");
  await expect.poll(() => drawing(preview)).not.toBe(before);

  await page.getByRole("button", { name: "Make video" }).click();
  const video = page.locator("video[aria-label='Finished video']");
  await expect(video).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  const mp4 = await page.request.get((await page.getByRole("link", { name: "Download the MP4" }).getAttribute("href"))!);
  expect([mp4.status(), mp4.headers()["content-type"]]).toEqual([200, "video/mp4"]);

  // The pipeline's draft waits on the review tab: a rejection asks for a reason first.
  await page.getByRole("tab", { name: /Review drafts/ }).click();
  await expect(page.getByRole("heading", { name: clientName })).toBeVisible();
  const draft = page.getByLabel("Draft sku-1");
  await expect(draft.getByRole("img", { name: "Scene 1 preview" })).toBeVisible();
  await draft.getByRole("button", { name: "Reject" }).click();
  await expect(draft.getByText("Say why the draft is rejected.")).toBeVisible();
  await draft.getByRole("textbox", { name: "Reason for rejecting" }).fill("Wrong season");
  await draft.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText(/Nothing waits for your review/)).toBeVisible();
});
