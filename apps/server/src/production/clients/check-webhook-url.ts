import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { DomainError } from "../../kernel/errors.ts";
import { isLoopbackAddress, isPublicAddress } from "../../platform/net/address-check.ts";

/** Whether the address check lets loopback through (tests' receivers listen on 127.0.0.1). */
export interface AddressRules {
  allowLoopbackForTests: boolean;
}

const refuse = (message: string) => new DomainError("invalid", "invalid_request", message, { webhook_url: message });

/**
 * Refuses a webhook URL at save time when it is not http(s), carries credentials, or names (or
 * resolves to) a private or local address. The safe fetcher checks again at each delivery, since
 * DNS can change after saving.
 */
export async function checkWebhookUrl(value: string, rules: AddressRules): Promise<void> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse("This is not a valid web address.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refuse("Webhook addresses start with https:// or http://.");
  if (url.username || url.password) throw refuse("Webhook addresses may not carry a user name or password.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw refuse(`The host ${host} could not be found.`);
  }
  const allowed = (ip: string) => isPublicAddress(ip) || (rules.allowLoopbackForTests && isLoopbackAddress(ip));
  const blocked = addresses.find((ip) => !allowed(ip));
  if (blocked) throw refuse(`This address points to a private or local network (${blocked}); webhooks go to public addresses only.`);
}
