import { describe, expect, it } from "vitest";
import { originAllowed } from "#app/security/origin.ts";

const site = "https://care.example.org";

describe("originAllowed", () => {
  it("allows a request with no Origin (server-to-server calls, older browsers)", () => {
    expect(originAllowed({ host: "internal:3000" }, site)).toBe(true);
    expect(originAllowed({ origin: null, host: "internal:3000" }, site)).toBe(true);
  });

  it("allows SITE_URL's origin whatever the Host the server sees (TLS ended at a proxy)", () => {
    expect(originAllowed({ origin: "https://care.example.org", host: "127.0.0.1:3000" }, site)).toBe(true);
    expect(originAllowed({ origin: "https://care.example.org", host: "127.0.0.1:3000" }, `${site}/`)).toBe(true);
  });

  it("compares the whole origin with SITE_URL: another scheme or port is not SITE_URL", () => {
    expect(originAllowed({ origin: "http://care.example.org", host: "127.0.0.1:3000" }, site)).toBe(false);
    expect(originAllowed({ origin: "https://care.example.org:8443", host: "127.0.0.1:3000" }, site)).toBe(false);
  });

  it("allows an origin whose host is the request's Host or one of the X-Forwarded-Host values, case aside", () => {
    expect(originAllowed({ origin: "http://localhost:3000", host: "localhost:3000" }, site)).toBe(true);
    expect(
      originAllowed(
        { origin: "https://www.Care.example.org", host: "app:3000", forwardedHost: "www.care.example.org" },
        site,
      ),
    ).toBe(true);
    expect(
      originAllowed({ origin: "https://b.example", host: "app:3000", forwardedHost: "a.example, b.example" }, site),
    ).toBe(true);
  });

  it("refuses other sites, look-alikes, the opaque origin 'null', other schemes and values that are no URL", () => {
    for (const origin of [
      "https://attacker.example",
      "https://care.example.org.attacker.example",
      "https://attacker.example:3000",
      "null",
      "file://",
      "chrome-extension://abc",
      "not a url",
      "",
    ]) {
      expect(originAllowed({ origin, host: "localhost:3000" }, site), origin).toBe(false);
    }
  });

  it("an empty Host or X-Forwarded-Host matches nothing", () => {
    expect(originAllowed({ origin: "https://attacker.example", host: "", forwardedHost: "" }, site)).toBe(false);
  });

  it("refuses a scheme other than http and https even when its host is the request's own", () => {
    for (const origin of [
      "ftp://localhost:3000",
      "ws://localhost:3000",
      "wss://localhost:3000",
      "gopher://localhost:3000",
    ]) {
      expect(originAllowed({ origin, host: "localhost:3000", forwardedHost: "localhost:3000" }, site), origin).toBe(
        false,
      );
    }
    expect(originAllowed({ origin: "https://localhost:3000", host: "localhost:3000" }, site)).toBe(true);
  });
});
