import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { e2eEnvironment } from "./environment.ts";

/**
 * A copy of a starter template or layout under a fresh id and the same name, made through the
 * studio's API as the signed-in staff member: a test that saves versions edits its own item, and
 * the shared app's starter library stays published for every other test.
 */
export async function copyOfStarter(page: Page, kind: "template" | "layout", id: string): Promise<string> {
  const origin = e2eEnvironment.appUrl;
  const item = await page.request.get(`${origin}/api/v1/staff/library/${kind}/${id}`);
  expect(item.status()).toBe(200);
  const { name } = ((await item.json()) as { data: { name: string } }).data;
  const copy = `${id}-${randomUUID().slice(0, 6)}`;
  const made = await page.request.post(`${origin}/api/v1/staff/library/${kind}/${id}/duplicate`, {
    data: { id: copy, name },
    headers: { origin },
  });
  expect(made.status(), await made.text()).toBe(201);
  return copy;
}
