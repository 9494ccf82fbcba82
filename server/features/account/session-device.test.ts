import { describe, expect, it } from "vitest";
import { describeDevice, networkOf } from "./session-device.ts";

describe("a session's approximate place", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:10.1.2.3", "10.1.2.0/24"],
    ["2001:db8:85a3::8a2e:370:7334", "2001:db8:85a3::/48"],
    ["2001:0db8:0000:0000::1", "2001:db8::/48"],
    ["fe80::1%eth0", "fe80::/48"],
    ["64:ff9b::192.0.2.1", "64:ff9b::/48"],
    ["::1", "::/48"],
  ])("shows %s as its network %s, never the address", (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it.each([["not an address"], [""], [null], ["999.1.1.1"], ["1.2.3.4, 5.6.7.8"]])(
    "shows nothing for %s",
    (address) => {
      expect(networkOf(address)).toBeNull();
    },
  );
});

describe("a session's device", () => {
  it("names a phone's browser, system and model", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toEqual({
      browser: "Chrome 131",
      os: "Android 14",
      deviceKind: "mobile",
      deviceModel: null,
    });
  });

  it("keeps a desktop system without the version its browser freezes", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
      ),
    ).toEqual({ browser: "Firefox 133", os: "Windows", deviceKind: "desktop", deviceModel: null });
  });

  it("says nothing it does not know, for an empty, odd or huge user agent", () => {
    const unknown = { browser: null, os: null, deviceKind: "unknown", deviceModel: null };
    expect(describeDevice(null)).toEqual(unknown);
    expect(describeDevice("   ")).toEqual(unknown);
    expect(describeDevice("curl-ish/1.0").deviceKind).toBe("unknown");
    // Only the start of a huge one is read: what it names there still shows.
    const huge = `Mozilla/5.0 (Windows NT 10.0) Firefox/133.0 ${"x".repeat(100_000)}`;
    expect(describeDevice(huge)).toMatchObject({ browser: "Firefox 133", os: "Windows" });
  });
});
