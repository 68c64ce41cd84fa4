import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "../support/app-server.ts";
import { STAFF_DOMAIN } from "../support/environment.ts";
import { expect, signUpStaff, test } from "../support/fixtures.ts";

/** Where cards are dropped: a column's header, in view whatever the column holds. */
const HEADER = { x: 40, y: 16 };

test("staff move a starter layout back to draft on the board, see publishing with unrun checks refused, and find it blocked on the tracker", async ({
  page,
}) => {
  // A fresh app of its own, so the counts are the starter library's alone.
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-board-"));
  const server = await startAppServer({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAINS: STAFF_DOMAIN });
  try {
    await signUpStaff(page, { url: server.url, dataDir });
    // Every column whole on screen: a pointer drag that scrolled would pick up whatever card is then under it.
    await page.setViewportSize({ width: 1600, height: 1800 });
    await page.goto(`${server.url}/layouts/progress`);
    await expect(page.getByRole("heading", { name: "Layouts in progress" })).toBeVisible();
    await expect(page.getByTestId("count-published")).toHaveText("9");
    await expect(page.getByTestId("count-draft")).toHaveText("0");
    const draft = page.getByTestId("column-draft");
    const card = page.getByTestId("card-title");
    await expect(card.getByRole("img", { name: "Scene 1 preview" })).toBeVisible();

    // Dragged back to draft: the board asks why.
    await card.dragTo(draft, { targetPosition: HEADER });
    const reason = page.getByRole("dialog", { name: "Move Title to Draft" });
    await reason.getByRole("textbox", { name: "Reason" }).fill("The kicker needs more room");
    await reason.getByRole("button", { name: "Move to draft" }).click();
    await expect(draft.getByTestId("card-title")).toBeVisible();
    await expect(page.getByTestId("count-draft")).toHaveText("1");
    await expect(page.getByTestId("count-published")).toHaveText("8");
    await expect(draft.getByTestId("card-title").getByTestId("blocked")).toContainText("checks not run");

    // To review from the keyboard, then on to published without an override: the server refuses.
    await draft.getByRole("button", { name: "Move Title to…" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "In review" }).click();
    const review = page.getByTestId("column-in_review");
    await expect(review.getByTestId("card-title")).toBeVisible();
    await expect(page.getByTestId("count-in_review")).toHaveText("1");
    // The server has answered (a card mid-move is not moved again).
    await expect(review.getByTestId("card-title")).toHaveAttribute("aria-busy", "false");

    await review.getByTestId("card-title").dragTo(page.getByTestId("column-published"), { targetPosition: HEADER });
    const publish = page.getByRole("dialog", { name: "Move Title to Published" });
    await expect(publish).toContainText("checks not run");
    await publish.getByRole("button", { name: "Try to publish" }).click();
    await expect(review.getByTestId("card-title").getByRole("alert")).toContainText("The checklist is not green");
    await expect(page.getByTestId("count-in_review")).toHaveText("1");
    await expect(page.getByTestId("count-published")).toHaveText("8");

    // The tracker: Title is the one blocked layout, and this week's changes carry the reason it went back.
    await page.getByRole("link", { name: "Tracker and this week's changes" }).click();
    await expect(page.getByRole("heading", { name: "Layout tracker" })).toBeVisible();
    await expect(page.getByTestId("row-title")).toContainText("checks not run");
    await page.getByRole("checkbox", { name: "Blocked only" }).check();
    await expect(page.getByRole("table", { name: "Layouts" }).getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "This week" })).toContainText("“The kicker needs more room”");
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
