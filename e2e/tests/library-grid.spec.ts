import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, signUpStaff, test } from "../support/fixtures.ts";

/** How much of a canvas is painted, and in how many colours (a background alone is one). */
const painted = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const data = element.getContext("2d")!.getImageData(0, 0, element.width, element.height).data;
    const colours = new Set<number>();
    let opaque = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 0) opaque++;
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    }
    return { opaque: opaque / (data.length / 4), colours: colours.size };
  });

test("staff create a blank layout, see it drawn, duplicate it and find both by their slots", async ({ page }) => {
  await signUpStaff(page);
  const id = `grid-${randomUUID().slice(0, 8)}`;
  await page.goto("/layouts");
  await expect(page.getByRole("heading", { name: "Layouts" })).toBeVisible();

  await page.getByRole("button", { name: "New layout" }).click();
  const create = page.getByRole("dialog", { name: "New layout" });
  await create.getByRole("textbox", { name: "Id" }).fill(id);
  await create.getByRole("textbox", { name: "Name" }).fill("Grid promo");
  await create.getByRole("button", { name: "Create layout" }).click();
  await expect(create).toBeHidden();

  // Its card: a draft, owned by its creator, drawn by the shared renderer (a background and words on it).
  const card = page.getByTestId(`library-card-${id}`);
  await expect(card.getByText("Draft")).toBeVisible();
  await expect(card.getByRole("link", { name: "Grid promo", exact: true })).toHaveAttribute("href", `/layouts-pipeline/${id}`);
  const thumbnail = card.getByRole("img", { name: "Scene 1 preview" });
  await expect.poll(async () => (await painted(thumbnail)).opaque).toBeGreaterThan(0.99);
  expect((await painted(thumbnail)).colours).toBeGreaterThan(2);

  await card.getByRole("button", { name: "Actions for Grid promo" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  const duplicate = page.getByRole("dialog", { name: "Duplicate Grid promo" });
  await expect(duplicate.getByRole("textbox", { name: "Id" })).toHaveValue(`${id}-copy`);
  await duplicate.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByTestId(`library-card-${id}-copy`).getByText("Grid promo (copy)")).toBeVisible();

  await page.getByRole("link", { name: "Search", exact: true }).click();
  await page.getByRole("textbox", { name: "Words" }).fill(id);
  await page.getByRole("radiogroup", { name: "headline" }).getByText("Has").click();
  await expect(page).toHaveURL(/[?&]has=headline/);
  const found = page.getByRole("region", { name: "Layouts found" });
  await expect(found.getByRole("article")).toHaveCount(2);
  await expect(found.getByTestId(`library-card-${id}-copy`).getByRole("img", { name: "Scene 1 preview" })).toBeVisible();
  await page.getByRole("radiogroup", { name: "headline" }).getByText("None").click();
  await expect(page.getByText("No layout matches")).toBeVisible();
});
