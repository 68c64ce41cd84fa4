import { expect, signUpStaff, test } from "../support/fixtures.ts";
import { oneModel, startAppWithFakeModel } from "../support/model-app.ts";

/** The layout the fake model designs: a portrait placeholder, a quote and a name, in 9:16 and 1:1. */
const testimonial = {
  id: "testimonial-portrait",
  name: "Testimonial with portrait",
  aspectRatios: ["9:16", "1:1"],
  slots: [
    { name: "portrait", kind: "image", label: "Portrait" },
    { name: "quote", kind: "text", label: "Quote", required: true, maxLength: 140 },
    { name: "author", kind: "text", label: "Name", maxLength: 40 },
  ],
  elements: [
    { id: "panel", type: "shape", shape: "rect", fill: "$background", box: { x: 0, y: 0, width: 1, height: 1 } },
    { id: "portrait", type: "image", slot: "portrait", box: { x: 0.35, y: 0.12, width: 0.3, height: 0.17 } },
    { id: "quote", type: "text", slot: "quote", textStyle: "quote", box: { x: 0.1, y: 0.35, width: 0.75, height: 0.3 } },
    { id: "author", type: "text", slot: "author", textStyle: "attribution", box: { x: 0.1, y: 0.68, width: 0.75, height: 0.06 } },
  ],
};

test("staff generate a layout from a description, see it in four aspects, approve it and find it in the library as a draft", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = await startAppWithFakeModel(oneModel("designer"));
  try {
    await signUpStaff(page, app);
    // The first answer has no elements: it goes back to the model, whose repair is kept.
    app.llm.answer(
      { toolCall: { name: "layout", arguments: { ...testimonial, elements: [] } } },
      { toolCall: { name: "layout", arguments: testimonial } },
    );
    await page.goto(`${app.url}/layout-gen`);
    await page.getByLabel("Describe the layout").fill("A testimonial with a round portrait, name and quote, for 9:16 and 1:1");
    await page.getByRole("button", { name: "Generate" }).click();

    // Generating is a job: two model answers, then the library's checks under every template.
    await expect(page.getByTestId("preview-9:16").getByRole("img", { name: "Scene 1 preview" })).toBeVisible({ timeout: 30_000 });
    for (const aspect of ["1:1", "16:9", "4:5"])
      await expect(page.getByTestId(`preview-${aspect}`).getByRole("img", { name: "Scene 1 preview" })).toBeVisible();
    await expect(page.getByText("1 problem sent back")).toBeVisible();
    await expect(page.getByText("/elements", { exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Automatic checks" })).toBeVisible();

    await page.getByRole("link", { name: "Review it in the queue" }).click();
    await expect(page.getByRole("heading", { name: "Testimonial with portrait" })).toBeVisible();
    await page.getByRole("button", { name: "Approve into the library" }).click();
    await expect(page.getByRole("link", { name: "open testimonial-portrait" })).toBeVisible();

    // The queue, filtered to what was approved, shows it; nothing of it waits for review any more.
    await page.goto(`${app.url}/generated-layouts`);
    await page.getByRole("radiogroup", { name: "Status" }).getByText("Approved", { exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=approved/);
    await expect(page.getByRole("article", { name: "Testimonial with portrait" })).toBeVisible();
    await page.getByRole("radiogroup", { name: "Status" }).getByText("Waiting for review", { exact: true }).click();
    await expect(page.getByRole("article", { name: "Testimonial with portrait" })).toHaveCount(0);

    await page.goto(`${app.url}/layouts?stage=draft`);
    const card = page.getByTestId("library-card-testimonial-portrait");
    await expect(card.getByText("Draft")).toBeVisible();
  } finally {
    await app.close();
  }
});
