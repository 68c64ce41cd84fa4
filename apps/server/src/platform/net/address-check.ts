/**
 * Which IP addresses the server may connect to on a user's behalf.
 *
 * A URL a user hands us must never make the server reach its own machine, the private network
 * it sits in, or the cloud metadata service (169.254.169.254). `isPublicAddress` answers true
 * only for globally routable unicast addresses and refuses everything else, including anything
 * it cannot read as a plain IP address: when in doubt, refuse.
 *
 * Host spellings such as `2130706433`, `0x7f.1`, `0177.0.0.1` or `127.1` are not handled here:
 * the WHATWG `URL` parser already turns them into `127.0.0.1`, and `isIP` rejects them as written.
 */
import { BlockList, isIP } from "node:net";

/** IPv4 ranges that are not globally routable unicast (IANA special-purpose registry). */
const nonPublicIPv4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"; 0.0.0.0 itself reaches the local host on Linux
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, home of cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, including the 255.255.255.255 broadcast
] as const) {
  nonPublicIPv4.addSubnet(network, prefix, "ipv4");
}

/** The IPv6 global unicast block; everything outside it (::, ::1, fc00::/7, fe80::/10, ff00::/8, 64:ff9b::/96, ::/96 …) is refused. */
const globalUnicastIPv6 = new BlockList();
globalUnicastIPv6.addSubnet("2000::", 3, "ipv6");

/** Parts of 2000::/3 that are still not safe to reach. */
const nonPublicIPv6 = new BlockList();
for (const [network, prefix] of [
  // IETF protocol assignments, including Teredo (2001::/32), which tunnels to an embedded IPv4
  // address we do not check, plus benchmarking and ORCHID ranges.
  ["2001::", 23],
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which also embeds an IPv4 address we do not check
  ["3fff::", 20], // documentation (RFC 9637)
] as const) {
  nonPublicIPv6.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`), if `ip` is one. */
function mappedIPv4(ip: string): string | undefined {
  // The URL parser writes IPv6 addresses in one canonical form (lower case, compressed, hex only),
  // so `::ffff:127.0.0.1`, `::FFFF:7F00:1` and `0:0:0:0:0:ffff:7f00:1` all read the same here.
  const canonical = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return undefined;
  const high = parseInt(match[1] ?? "0", 16);
  const low = parseInt(match[2] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True only for a globally routable unicast IP address, written as plain IPv4 or IPv6 text. */
export function isPublicAddress(ip: string): boolean {
  const version = isIP(ip);
  if (version === 4) return !nonPublicIPv4.check(ip, "ipv4");
  // A zone index (`fe80::1%eth0`) only makes sense on link-local addresses.
  if (version !== 6 || ip.includes("%")) return false;
  // A mapped address is the IPv4 host it embeds, as far as where the connection goes.
  const embedded = mappedIPv4(ip);
  if (embedded !== undefined) return isPublicAddress(embedded);
  return globalUnicastIPv6.check(ip, "ipv6") && !nonPublicIPv6.check(ip, "ipv6");
}

/** True for the loopback addresses a test server listens on: 127.0.0.0/8 and ::1, nothing else. */
export function isLoopbackAddress(ip: string): boolean {
  const version = isIP(ip);
  if (version === 4) return ip.startsWith("127.");
  return version === 6 && !ip.includes("%") && new URL(`http://[${ip}]/`).hostname === "[::1]";
}
