import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { projectRoot } from "#tests/support/script-process.ts";

/**
 * The npm scripts (`scripts/*.ts`) run under plain Node, which strips types but resolves imports as written: an app
 * module they load that imports another without its `.ts` extension works in Vite and Vitest and breaks only the
 * script (`npm run audit:lighthouse` once did). The lint refuses such imports (eslint.config.js, "One import style");
 * this test is the guard behind it: load every app module a script imports, in a Node of its own.
 */
function appModulesImportedByScripts(): string[] {
  const folders = ["scripts", "scripts/lib"];
  const modules = new Set<string>();
  for (const folder of folders) {
    for (const file of readdirSync(path.join(projectRoot, folder))) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const source = readFileSync(path.join(projectRoot, folder, file), "utf8");
      for (const [, specifier] of source.matchAll(/from "#app\/([^"]+)"/g)) {
        modules.add(path.join(projectRoot, "app", specifier!));
      }
    }
  }
  return [...modules].sort();
}

test("every app module the npm scripts import loads under plain Node", () => {
  const modules = appModulesImportedByScripts();
  expect(modules.length).toBeGreaterThan(10);
  const program = `for (const m of ${JSON.stringify(modules)}) await import(m);`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", program], {
    cwd: projectRoot,
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
});
