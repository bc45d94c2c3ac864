import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, CQC_ORIGIN, isStaffPath, securityHeaders } from "#app/security/csp.ts";

// The policy is checked whole: a directive dropped, emptied or loosened is a hole, and browsers ignore what they
// cannot parse, so a change of one character matters.

describe("contentSecurityPolicy", () => {
  it("is the exact policy: scripts from this origin, the given sources and the CQC widget; nothing else loosened", () => {
    expect(contentSecurityPolicy(["'nonce-abc'"])).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc' https://www.cqc.org.uk",
        "style-src 'self' https://www.cqc.org.uk",
        "img-src 'self' data: https://www.cqc.org.uk",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src https://www.cqc.org.uk",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  it("lists every script source in order, separated by single spaces, before the CQC origin; none leaves only the CQC origin", () => {
    const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));
    expect(directive(contentSecurityPolicy(["'sha256-a'", "'sha256-b'"]), "script-src")).toBe(
      "script-src 'self' 'sha256-a' 'sha256-b' https://www.cqc.org.uk",
    );
    expect(directive(contentSecurityPolicy([]), "script-src")).toBe("script-src 'self' https://www.cqc.org.uk");
  });

  it("lists every style source in order before the CQC origin; none leaves only this origin and the CQC's", () => {
    const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));
    const policy = contentSecurityPolicy(["'nonce-n'"], ["'nonce-n'", "'sha256-s'"]);
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'nonce-n' 'sha256-s' https://www.cqc.org.uk");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-n' https://www.cqc.org.uk");
    expect(directive(contentSecurityPolicy(["'sha256-a'"]), "style-src")).toBe(
      "style-src 'self' https://www.cqc.org.uk",
    );
    expect(policy).not.toContain("unsafe-inline");
  });

  it("has eleven directives, each once, separated by '; '", () => {
    const parts = contentSecurityPolicy(["'nonce-x'"]).split("; ");
    expect(parts).toHaveLength(11);
    expect(new Set(parts.map((part) => part.split(" ")[0])).size).toBe(11);
    expect(parts.every((part) => part.trim() === part && part !== "")).toBe(true);
  });

  it("without the CQC widget (staff pages) names no third party: the same policy with the CQC origin gone and frames none", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"], ["'nonce-abc'"], { cqcWidget: false });
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc'",
        "style-src 'self' 'nonce-abc'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    expect(contentSecurityPolicy([], [], { cqcWidget: false })).not.toContain("cqc");
  });

  it("isStaffPath: /auth and /admin and what is under them, nothing else", () => {
    for (const path of [
      "/auth",
      "/auth/",
      "/auth/verify",
      "/auth/invite/abc",
      "/admin",
      "/admin/",
      "/admin/enquiries/7",
    ])
      expect([path, isStaffPath(path)]).toEqual([path, true]);
    for (const path of ["/", "/about", "/authors", "/administration", "/contact/admin", "/auth.data"])
      expect([path, isStaffPath(path)]).toEqual([path, false]);
  });

  it("names the CQC origin exactly", () => {
    expect(CQC_ORIGIN).toBe("https://www.cqc.org.uk");
  });
});

describe("securityHeaders", () => {
  it("are exactly these headers with these values", () => {
    expect(securityHeaders).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
  });
});
