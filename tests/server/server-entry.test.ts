import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The production server refuses a bundle whose entry lacks an export it uses (server/server-entry.ts), at start and
// with a line that names it, rather than failing on the first request that needs it. The server is started as it is
// (`node server/start.js`), with a module hook that hands it a stand-in for build/server/index.js: an entry with every
// export but the forms' API, and a stylesheet that is not text.

const dir = mkdtempSync(path.join(tmpdir(), "server-entry-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bundle = path.join(dir, "bundle.js");
writeFileSync(
  bundle,
  `const use = () => {};
export const entry = { module: { default: use, checkConfiguration: use, siteStylesheet: 42, loadContextFor: use,
  getDatabase: use, closeDatabase: use, startServerMailWorker: use, stopServerMailWorker: use, startDailyPurge: use,
  stopDailyPurge: use } };
`,
);
const hooks = path.join(dir, "hooks.js");
writeFileSync(
  hooks,
  `import { registerHooks } from "node:module";
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url.endsWith("/build/server/index.js") ? { url: ${JSON.stringify(pathToFileURL(bundle).href)}, shortCircuit: true } : resolved;
  },
});
`,
);

describe("the server bundle's entry", () => {
  it("is refused at start when it lacks an export the server uses, naming each one", () => {
    const result = spawnSync(process.execPath, ["--import", pathToFileURL(hooks).href, "server/start.js"], {
      encoding: "utf8",
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: path.join(dir, "site.db") },
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toContain("The server bundle (build/server/index.js) does not export what the server needs");
    expect(output).toContain("handleApiRequest (a function)");
    expect(output).toContain("siteStylesheet (a string)");
    expect(output).not.toContain("checkConfiguration (a function)");
    expect(output).toContain("npm run build");
    expect(output).not.toContain("Serving on");
  });
});
