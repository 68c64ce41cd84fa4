import type { MailMessage } from "./mailer.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short message around one button; the link is also written out for clients without HTML. */
export function actionMail(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  footer = "If you did not ask for this, ignore this message.",
): MailMessage {
  const text = `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n\n${footer}\n\n— Framewise`;
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">` +
    `${paragraphs}<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7c3aed;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
    `<p style="font-size:13px;color:#6b7280">Or open this link: ${escapeHtml(action.url)}<br>${escapeHtml(footer)}</p>` +
    `</body></html>`;
  return { to, subject, text, html, link: action.url };
}

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : "Hello,");

export const verificationMail = (to: string, name: string, url: string, hoursValid: number) =>
  actionMail(
    to,
    "Verify your email address",
    [greeting(name), `Confirm that ${to} is your address for Framewise. The link works for ${hoursValid} hours.`],
    { label: "Verify email address", url },
  );

export const newEmailMail = (to: string, name: string, url: string, hoursValid: number) =>
  actionMail(
    to,
    "Confirm your new email address",
    [greeting(name), `Confirm that your Framewise account should use ${to} from now on. The link works for ${hoursValid} hours.`],
    { label: "Use this address", url },
  );

export const passwordResetMail = (to: string, name: string, url: string, minutesValid: number) =>
  actionMail(
    to,
    "Reset your password",
    [
      greeting(name),
      `Someone asked to reset the password of the Framewise account for ${to}. The link works for ${minutesValid} minutes; setting a new password signs out every device.`,
    ],
    { label: "Set a new password", url },
  );
