import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isPublicAddress } from "./address-check.ts";

// Pure checks only: nothing here opens a socket.

describe("isPublicAddress", () => {
  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "100.63.255.255", // just below 100.64/10
    "100.128.0.0", // just above it
    "172.15.255.255", // just below 172.16/12
    "172.32.0.0", // just above it
    "192.0.1.1",
    "192.167.255.255",
    "192.169.0.0",
    "198.17.255.255", // just below 198.18/15
    "198.20.0.0", // just above it
    "223.255.255.255", // last before multicast
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8", // mapped: judged by the IPv4 inside
    "::ffff:808:808",
  ])("accepts the public address %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ["0.0.0.0", "this network"],
    ["0.255.255.255", "this network"],
    ["10.0.0.5", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.0", "carrier-grade NAT"],
    ["100.127.255.255", "carrier-grade NAT"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["169.254.169.254", "cloud metadata / link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["192.0.2.1", "documentation"],
    ["192.88.99.1", "6to4 relay"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback, long form"],
    ["fc00::1", "unique local"],
    ["fd12:3456:789a::1", "unique local"],
    ["fe80::1", "link-local"],
    ["FE80::1", "link-local, upper case"],
    ["febf:ffff::1", "link-local"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["3fff::1", "documentation"],
    ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
    ["64:ff9b::808:808", "NAT64, refused wholesale"],
    ["::ffff:10.0.0.1", "mapped private"],
    ["::ffff:127.0.0.1", "mapped loopback"],
    ["::ffff:7f00:1", "mapped loopback, hex"],
    ["0:0:0:0:0:ffff:a9fe:a9fe", "mapped metadata address"],
    ["::ffff:0.0.0.0", "mapped this-network"],
    ["::127.0.0.1", "IPv4-compatible"],
    ["::8.8.8.8", "IPv4-compatible, refused wholesale"],
    ["2002:c0a8:101::1", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["100::1", "discard-only"],
    ["fec0::1", "old site-local"],
  ])("refuses %s (%s)", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(["", "localhost", "example.com", "[::1]", "127.1", "0177.0.0.1", "0x7f.0.0.1", "2130706433", "127.0.0.1 ", "1.2.3.4.5"])(
    "refuses %j, which is not a plain IP address",
    (text) => {
      expect(isPublicAddress(text)).toBe(false);
    },
  );

  it.each([
    "http://2130706433/",
    "http://0x7f.1/",
    "http://0x7f.0.0.1/",
    "http://0177.0.0.1/",
    "http://127.1/",
    "http://[::ffff:127.0.0.1]/",
    "http://[0:0:0:0:0:ffff:7f00:1]/",
  ])("refuses the loopback spelled as %s once the URL parser has read it", (url) => {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    expect(isPublicAddress(host)).toBe(false);
  });
});

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "0:0:0:0:0:0:0:1"])("accepts %s", (ip) => {
    expect(isLoopbackAddress(ip)).toBe(true);
  });

  it.each(["::ffff:127.0.0.1", "10.0.0.1", "0.0.0.0", "::", "localhost", "128.0.0.1", "::1%lo"])("refuses %s", (ip) => {
    expect(isLoopbackAddress(ip)).toBe(false);
  });
});
