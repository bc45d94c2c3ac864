// Run after `react-router build` (npm run build): fails the build when a page whose route says it does not hydrate
// (app/utils/hydration.ts) was prerendered with a module script, a preload or a script file (issue #28, ADR 0015).
//
//   node scripts/check-no-hydration.ts                the build in ./build
//   node scripts/check-no-hydration.ts --build DIR    another build folder (tests)
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { pagesOf, scriptsInStaticPages, type BuiltRoute } from "#scripts/lib/page-hydration.ts";

const { values } = parseArgs({ options: { build: { type: "string", default: "build" } } });
const buildDir = path.resolve(values.build);
const server = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as {
  routes: Record<string, BuiltRoute | undefined>;
};
const pages = pagesOf(server.routes);
const problems = scriptsInStaticPages(path.join(buildDir, "client"), pages);
if (problems.length > 0) {
  console.error("Pages that do not hydrate must ship no script, but their documents hold:");
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const content = pages.filter((page) => !page.hydrates).length;
console.log(`No script in the ${content} pages that do not hydrate.`);
