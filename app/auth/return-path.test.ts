import { describe, expect, it } from "vitest";
import { safeReturnPath } from "#app/auth/return-path.ts";

// Where a person goes after signing in: a path under /admin on this site, or /admin. Never another site.

describe("safeReturnPath", () => {
  it.each([
    "/admin",
    "/admin/",
    "/admin/staff",
    "/admin/staff?tab=x",
    "/admin/submissions/12?page=2&sort=new",
    "/admin/audit-log",
    // 200 characters, the longest kept (one more is refused below).
    `/admin/${"a".repeat(193)}`,
  ])("keeps %s", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "//evil.example/admin",
    "https://evil.example",
    "https://evil.example/admin",
    "/\\evil",
    "/\\evil.example/admin",
    "/admin/../x",
    "/admin/./staff",
    "/admin/%2e%2e/x",
    "/admin//evil.example",
    "/administrator",
    "/auth",
    "/auth?returnTo=/admin",
    "/",
    "admin",
    "javascript:alert(1)",
    "javascript:/admin",
    "/admin\nLocation: https://evil.example",
    "/admin#x",
    `/admin/${"a".repeat(194)}`,
    `/admin/${"a".repeat(200)}`,
    "",
    null,
    undefined,
  ])("turns %j into /admin", (path) => {
    expect(safeReturnPath(path)).toBe("/admin");
  });
});
