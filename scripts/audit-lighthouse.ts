// Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown) over the site's public routes, on the production build
// served locally, in Debian's Chromium. Prints each category's score, FCP, LCP, CLS, TBT, the gzipped JavaScript each
// page loads and its number of script files, and exits 1 when a route misses the targets of issue #14: performance
// >= 98; accessibility, best practices, SEO = 100; FCP and LCP <= 1.8 s; CLS 0; or its script budget (issue #28): a page
// that does not hydrate <= 15 kB of script gzipped, a form or tool page <= 100 kB (scripts/lib/lighthouse-summary.ts).
// Whether a page hydrates is read from its routes' handles in the server build (scripts/lib/page-hydration.ts).
//
//   npm run audit:lighthouse                      every indexable route (those of the sitemap)
//   npm run audit:lighthouse -- / /contact        the routes named
//   npm run audit:lighthouse -- --runs 3          the median of 3 runs per route (scores are noisy on a busy machine)
//   npm run audit:lighthouse -- --markdown        the table as Markdown, for docs/benchmarks.md
//   npm run audit:lighthouse -- --build           rebuild first
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/lib/chromium.ts";
import {
  figuresOf,
  markdownTable,
  medianFigures,
  missedTargets,
  plainTable,
  scriptBudgetKb,
  tableRow,
  type LighthouseReport,
  type PageFigures,
} from "#scripts/lib/lighthouse-summary.ts";
import { pagesOf, type BuiltRoute } from "#scripts/lib/page-hydration.ts";
import { ensureBuild, startServer } from "#scripts/lib/server-process.ts";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const { values: options, positionals: routes } = parseArgs({
  allowPositionals: true,
  options: { build: { type: "boolean" }, runs: { type: "string", default: "1" }, markdown: { type: "boolean" } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not "${options.runs}"`);
ensureBuild(options.build);

// The scripts gzipped as the server sends them (the response bodies, without the HTTP headers that Lighthouse's
// transfer sizes include).
const gzippedBytes = (pathname: string) => gzipSync(readFileSync(path.join("build/client", pathname))).length;

// A page the build does not list with a fixed address (none of the sitemap's) is held to the larger budget.
const { routes: builtRoutes } = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as {
  routes: Record<string, BuiltRoute | undefined>;
};
const withoutHydration = new Set(pagesOf(builtRoutes).flatMap((page) => (page.hydrates ? [] : [page.path])));
const budgetOf = (route: string) => scriptBudgetKb(!withoutHydration.has(route));

const workDir = path.resolve(".tmp/lighthouse");
mkdirSync(workDir, { recursive: true });
const server = await startServer();
const rows: string[][] = [];
let missed = 0;

/** Every page search engines may index: the paths of the sitemap the server builds from the page registry. */
async function indexablePaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
}

function lighthouse(route: string, run: number): LighthouseReport | undefined {
  const profile = mkdtempSync(path.join(workDir, "profile-"));
  const output = path.join(
    workDir,
    `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}${runs > 1 ? `-${run}` : ""}.json`,
  );
  const result = spawnSync(
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
  return result.status === 0 ? (JSON.parse(readFileSync(output, "utf8")) as LighthouseReport) : undefined;
}

try {
  for (const route of routes.length > 0 ? routes : await indexablePaths()) {
    const figures: PageFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const report = lighthouse(route, run);
      if (report) figures.push(figuresOf(report, server.url, gzippedBytes));
    }
    if (figures.length < runs) {
      rows.push([route, "lighthouse failed"]);
      missed += 1;
      continue;
    }
    const page = medianFigures(figures);
    if (missedTargets(page, budgetOf(route)).length > 0) missed += 1;
    rows.push(tableRow(route, page, budgetOf(route)));
    if (!options.markdown) console.error(`${route}: done`);
  }
} finally {
  await server.stop();
}

console.log(options.markdown ? markdownTable(rows) : plainTable(rows));
if (runs > 1) console.log(`\nMedian of ${runs} runs per route.`);
console.log(`Reports: ${workDir}`);
process.exit(missed > 0 ? 1 : 0);
