import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";

/**
 * Every staff page is guarded (ADR 0005): each route whose path is under /admin sits inside the /admin layout (whose
 * middleware checks the session before any loader or action runs), and each route module there that has a loader or
 * an action takes the session from `staffOf`, which checks the role and refuses if the guard has not run.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const ADMIN_LAYOUT = "routes/admin/layout.tsx";

/** Every route with its full path and the layouts above it. */
function flatten(
  entries: readonly RouteConfigEntry[],
  parents: string[] = [],
  prefix = "",
): { path: string; file: string; parents: string[] }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    const here = entry.path || entry.index ? [{ path: full || "/", file: entry.file, parents }] : [];
    return [...here, ...flatten(entry.children ?? [], [...parents, entry.file], full)];
  });
}

describe("the staff guard", () => {
  const all = flatten(routes);
  const staff = all.filter((route) => route.path === "/admin" || route.path.startsWith("/admin/"));

  it("covers every route under /admin: each sits inside the /admin layout", () => {
    expect(staff.map((route) => route.path).sort()).toEqual([
      "/admin",
      "/admin/*",
      "/admin/account",
      "/admin/applicants",
      "/admin/applicants/:id",
      "/admin/applicants/:id/cv",
      "/admin/applicants/equality",
      "/admin/applicants/export",
      "/admin/audit",
      "/admin/audit/export",
      "/admin/data-protection",
      "/admin/data-protection/export",
      "/admin/enquiries/:id",
      "/admin/export",
      "/admin/reports",
      "/admin/reports/export",
      "/admin/session",
      "/admin/staff",
      "/admin/staff/confirm",
      "/admin/vacancies",
    ]);
    for (const route of staff) expect(route.parents, route.path).toContain(ADMIN_LAYOUT);
  });

  it("the /admin layout runs the guard as its middleware", () => {
    const layout = readFileSync(path.join(root, "app", ADMIN_LAYOUT), "utf8");
    expect(layout).toMatch(/export const middleware[^=]*=\s*\[staffMiddleware\]/);
  });

  it("every loader and action in app/routes/admin/ takes the session from staffOf", () => {
    const folder = path.join(root, "app/routes/admin");
    // Pages (.tsx) and resource routes (.ts, such as the CSV export).
    for (const file of readdirSync(folder).filter((name) => /\.tsx?$/.test(name))) {
      const source = readFileSync(path.join(folder, file), "utf8");
      for (const kind of ["loader", "action"]) {
        const start = source.search(new RegExp(`export (async )?function ${kind}\\b`));
        if (start === -1) continue;
        const body = source.slice(start, source.indexOf("\n}\n", start));
        expect(body, `${file}: ${kind}`).toContain("staffOf(context");
      }
    }
  });
});
