import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { DomainError } from "../../kernel/errors.ts";
import { isLoopbackAddress, isPublicAddress } from "./address-check.ts";

/** Whether the address check lets loopback through (tests' receivers listen on 127.0.0.1). */
export interface AddressRules {
  allowLoopbackForTests: boolean;
  /** Resolves a host name to its addresses (tests inject one, so no name is ever looked up). */
  lookup?: (host: string) => Promise<string[]>;
}

/** What the address is for, as its refusal names it: the request field, and what goes there. */
export interface PublicUrlUse {
  field: string;
  /** "Webhook addresses", "Feed addresses": the start of each refusal. */
  noun: string;
  /** "webhooks go", "feeds are read": how the private-address refusal ends. */
  purpose: string;
}

const resolve = async (host: string) => (await dnsLookup(host, { all: true })).map((entry) => entry.address);

/**
 * Refuses a URL the server will call, at save time, when it is not http(s), carries credentials,
 * or names (or resolves to) a private or local address: 400 `invalid_request` naming the field.
 * The safe fetcher checks again at each call, since DNS can change after saving.
 */
export async function checkPublicUrl(value: string, use: PublicUrlUse, rules: AddressRules): Promise<void> {
  const refuse = (message: string) => new DomainError("invalid", "invalid_request", message, { [use.field]: message });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse("This is not a valid web address.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refuse(`${use.noun} start with https:// or http://.`);
  if (url.username || url.password) throw refuse(`${use.noun} may not carry a user name or password.`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (rules.lookup ?? resolve)(host);
  } catch {
    throw refuse(`The host ${host} could not be found.`);
  }
  const allowed = (ip: string) => isPublicAddress(ip) || (rules.allowLoopbackForTests && isLoopbackAddress(ip));
  const blocked = addresses.find((ip) => !allowed(ip));
  if (blocked) throw refuse(`This address points to a private or local network (${blocked}); ${use.purpose} public addresses only.`);
}

export const WEBHOOK_URL: PublicUrlUse = { field: "webhook_url", noun: "Webhook addresses", purpose: "webhooks go to" };

/** A client's (or a render's) webhook address, checked as `checkPublicUrl` says. */
export const checkWebhookUrl = (value: string, rules: AddressRules) => checkPublicUrl(value, WEBHOOK_URL, rules);
