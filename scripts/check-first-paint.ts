// Run by `npm run build` after `react-router build` (`node scripts/check-first-paint.ts [folder]`, build/client when
// no folder is named): every prerendered page must have come out of the first-paint rewrite (ADR 0012), stylesheet
// inlined and scripts held until the first paint. The rewrite leaves markup it does not recognise as it is, so a
// React Router that writes its scripts differently would otherwise lose the gain silently; this fails the build and
// names each page and what is wrong with it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { firstPaintProblems } from "#app/http/document-head.server.ts";

const folder = process.argv[2] ?? "build/client";
const pages = readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
  (entry) => entry.isFile() && entry.name.endsWith(".html"),
);
const failures = pages.flatMap((entry) => {
  const file = path.join(entry.parentPath, entry.name);
  return firstPaintProblems(readFileSync(file, "utf8")).map((problem) => `  ${file}: ${problem}`);
});

if (pages.length === 0) {
  console.error(`No prerendered page in ${folder}: nothing to check. Run \`npm run build\`.`);
  process.exitCode = 1;
} else if (failures.length > 0) {
  console.error(
    `The first-paint rewrite (app/http/document-head.server.ts, ADR 0012) did not apply to ${new Set(failures.map((line) => line.split(": ")[0])).size} of ${pages.length} prerendered pages:\n` +
      `${failures.join("\n")}\n` +
      "React Router's markup has probably changed: update the patterns in document-head.server.ts.",
  );
  process.exitCode = 1;
} else {
  console.log(`First paint: the rewrite applied to all ${pages.length} prerendered pages.`);
}
