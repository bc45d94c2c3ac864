// Lighthouse (mobile) over the site's public routes, on the production build served locally, in Debian's Chromium.
// Prints each category's score, LCP, CLS, TBT and the gzipped JavaScript each page loads, and exits 1 when a route
// misses the targets (performance >= 95; accessibility, best practices, SEO = 100; home page JS <= 130 kB).
//
//   npm run audit:lighthouse                 every indexable route
//   npm run audit:lighthouse -- / /contact   the routes named
//   npm run audit:lighthouse -- --build      rebuild first
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { indexablePaths } from "../app/content/site-pages.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { ensureBuild, startServer } from "./lib/server-process.ts";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const HOME_JS_BUDGET_KB = 130; // kB of 1,000 bytes

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; url?: string }[] } }>;
}

/**
 * The scripts the page loaded, gzipped as the server sends them (the response bodies, without the HTTP headers that
 * Lighthouse's transfer sizes include).
 */
function gzippedScriptBytes(report: Report, origin: string): number {
  const urls = (report.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url?.startsWith(origin))
    .map((item) => new URL(item.url!).pathname);
  return [...new Set(urls)].reduce((sum, pathname) => sum + gzipSync(readFileSync(path.join("build/client", pathname))).length, 0);
}

const args = process.argv.slice(2);
const routes = args.filter((arg) => arg.startsWith("/"));
// By default every page search engines may index: the public pages a visitor lands on.
ensureBuild(args.includes("--build"));

const workDir = path.resolve(".tmp/lighthouse");
mkdirSync(workDir, { recursive: true });
const server = await startServer();
const rows: string[][] = [];
let missed = 0;

try {
  for (const route of routes.length > 0 ? routes : indexablePaths) {
    const profile = mkdtempSync(path.join(workDir, "profile-"));
    const output = path.join(workDir, `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}.json`);
    const run = spawnSync(
      "npx",
      [
        "lighthouse",
        `${server.url}${route}`,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(" ")}`,
      ],
      { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, TMPDIR: workDir } },
    );
    rmSync(profile, { recursive: true, force: true });
    if (run.status !== 0) {
      rows.push([route, "lighthouse failed"]);
      missed += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
    const scores = { perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo") };
    const jsKb = gzippedScriptBytes(report, server.url) / 1000;
    const ok =
      scores.perf >= 95 && scores.a11y === 100 && scores.bp === 100 && scores.seo === 100 && (route !== "/" || jsKb <= HOME_JS_BUDGET_KB);
    if (!ok) missed += 1;
    rows.push([
      route,
      String(scores.perf),
      String(scores.a11y),
      String(scores.bp),
      String(scores.seo),
      `${Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0)} ms`,
      (report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
      `${Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0)} ms`,
      `${jsKb.toFixed(1)} kB`,
      ok ? "ok" : "BELOW TARGET",
    ]);
  }
} finally {
  await server.stop();
}

const header = ["route", "perf", "a11y", "best-pr", "seo", "LCP", "CLS", "TBT", "JS (gzip)", ""];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
for (const row of [header, ...rows]) console.log(row.map((cell, column) => (cell ?? "").padEnd(widths[column] ?? 0)).join("  "));
console.log(`Reports: ${workDir}`);
process.exit(missed > 0 ? 1 : 0);
