import { mailLink, outboxMail } from "@framewise/test-support/outbox";
import { e2eEnvironment, STAFF_DOMAIN } from "../support/environment.ts";
import { expect, signUpInBrowser, test, uniqueEmail } from "../support/fixtures.ts";

test("a newcomer on the staff domain signs up, follows the link the outbox holds, and is staff", async ({ page }) => {
  const email = uniqueEmail(STAFF_DOMAIN);
  await signUpInBrowser(page, email, "New Staff");

  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible();
  await expect(navigation.getByText("Staff", { exact: true })).toBeHidden();

  // No mail server is configured: the message waits in DATA_DIR/outbox as an .eml file.
  const [mail] = await outboxMail(e2eEnvironment.dataDir, email);
  expect(mail?.subject).toBe("Verify your email address");
  await page.goto(mailLink(mail!));

  await expect(page.getByText("Your email address is verified.")).toBeVisible();
  await expect(navigation.getByText("Staff", { exact: true })).toBeVisible();
  await expect(page.getByText(`we sent a link to ${email}`)).toBeHidden();
});
