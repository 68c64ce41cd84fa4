import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { ChatExport } from "@framewise/contracts";
import { e2eEnvironment } from "../support/environment.ts";
import { expect, signUpStaff, test } from "../support/fixtures.ts";

/** A chat file of one question and its answer, as the JSON export writes it. */
function chatFile(title: string, question: string, answer: string): ChatExport {
  return {
    format: "framewise-chat",
    version: 1,
    title,
    model_id: null,
    exported_at: "2026-01-01T12:00:00.000Z",
    messages: [
      {
        id: "q",
        parent_id: null,
        role: "user",
        parts: [{ type: "text", text: question }],
        model_id: null,
        created_at: "2026-01-01T11:00:00.000Z",
      },
      {
        id: "a",
        parent_id: "q",
        role: "assistant",
        parts: [{ type: "text", text: answer }],
        model_id: null,
        created_at: "2026-01-01T11:00:05.000Z",
      },
    ],
    current_leaf_id: "a",
  };
}

/** Puts chats in the staff member's history through the import route (no model needed). */
async function importChats(page: Page, files: ChatExport[]) {
  for (const file of files) {
    const response = await page.request.post("/api/v1/staff/chats/import", { data: file, headers: { origin: e2eEnvironment.appUrl } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test("staff search their chat history, pin, file, rename, export and import chats", async ({ page }) => {
  await signUpStaff(page);
  await importChats(page, [
    chatFile("Harbour ideas", "Ideas for a harbour video?", "Boats at dawn, gulls, a lighthouse."),
    chatFile("Budget review", "What did the spring ad cost?", "The zeppelin shot took most of the budget."),
    chatFile("Team offsite", "Where shall we meet?", "By the lake."),
  ]);

  await page.goto("/llm-chat");
  const history = page.getByRole("navigation", { name: "Chat history" });
  const chats = history.getByRole("region", { name: "Chats" });
  await expect(chats.getByRole("link", { name: /Team offsite/ })).toBeVisible();

  // A word only in an answer finds its chat, highlighted in the snippet.
  await history.getByRole("searchbox", { name: "Search chats" }).fill("zeppelin");
  const results = history.getByRole("region", { name: "Search results" });
  await expect(results.getByRole("link")).toHaveCount(1);
  await expect(results.getByRole("link", { name: /Budget review/ })).toBeVisible();
  await expect(results.locator("mark")).toHaveText("zeppelin");
  await history.getByRole("searchbox", { name: "Search chats" }).fill("");

  // Pin one.
  await history.getByRole("button", { name: "Actions for Team offsite" }).click();
  await page.getByRole("menuitem", { name: "Pin" }).click();
  await expect(history.getByRole("region", { name: "Pinned" }).getByRole("link", { name: /Team offsite/ })).toBeVisible();

  // A folder, and a chat dragged into it.
  await history.getByRole("button", { name: "New folder" }).click();
  await history.getByRole("textbox", { name: "New folder name" }).fill("Research");
  await history.getByRole("textbox", { name: "New folder name" }).press("Enter");
  const folders = history.getByRole("region", { name: "Folders" });
  // The new folder's row moves the chats below it down: drag only once it is there.
  await expect(folders.getByRole("button", { name: "Research", exact: true })).toBeVisible();
  await chats.getByRole("link", { name: /Harbour ideas/ }).dragTo(folders.getByRole("button", { name: "Research", exact: true }));
  await expect(chats.getByRole("link", { name: /Harbour ideas/ })).toBeHidden();
  await folders.getByRole("button", { name: "Research", exact: true }).click();
  await expect(folders.getByRole("link", { name: /Harbour ideas/ })).toBeVisible();

  // Rename in place.
  await history.getByRole("button", { name: "Actions for Budget review" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await history.getByRole("textbox", { name: "Chat title" }).fill("Spring ad budget");
  await history.getByRole("textbox", { name: "Chat title" }).press("Enter");
  await expect(chats.getByRole("link", { name: /Spring ad budget/ })).toBeVisible();

  // Export as Markdown: a readable transcript under the new title.
  await history.getByRole("button", { name: "Actions for Spring ad budget" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Export Markdown" }).click()]);
  expect(download.suggestedFilename()).toBe("Spring ad budget.md");
  const markdown = await readFile(await download.path(), "utf8");
  expect(markdown).toContain("# Spring ad budget");
  expect(markdown).toContain("The zeppelin shot took most of the budget.");

  // Import a JSON export: the new chat opens.
  await history.locator('input[type="file"]').setInputFiles({
    name: "shared-chat.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(chatFile("From a colleague", "Any caption ideas?", "Short ones."))),
  });
  await expect(page).toHaveURL(/\/llm-chat\/[0-9a-f-]{36}$/);
  await expect(chats.getByRole("link", { name: /From a colleague/ })).toHaveAttribute("aria-current", "page");
});
