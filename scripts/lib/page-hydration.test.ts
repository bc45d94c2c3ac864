import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { documentPath, pagesOf, scriptsInStaticPages, type BuiltRoute } from "#scripts/lib/page-hydration.ts";
import { runScript } from "#tests/support/script-process.ts";

const page = () => null;
/** Routes shaped as `build/server/index.js` exports them: a root, a layout, pages, a resource route, a catch-all. */
const routes: Record<string, BuiltRoute> = {
  root: { path: "", module: { default: page } },
  "routes/_marketing/layout": { parentId: "root", module: { default: page } },
  "routes/_marketing/home": {
    parentId: "routes/_marketing/layout",
    index: true,
    module: { default: page, handle: { hydrate: false } },
  },
  "routes/_marketing/about": {
    parentId: "routes/_marketing/layout",
    path: "about",
    module: { default: page, handle: { hydrate: false } },
  },
  "routes/_marketing/contact": {
    parentId: "routes/_marketing/layout",
    path: "contact",
    module: { default: page, handle: { hideQuickContact: true } },
  },
  "routes/_marketing/not-found": {
    parentId: "routes/_marketing/layout",
    path: "*",
    module: { default: page, handle: { hydrate: false } },
  },
  "routes/admin/enquiry": { parentId: "root", path: "admin/enquiries/:id", module: { default: page } },
  "routes/resources/healthz": { parentId: "root", path: "healthz", module: {} },
};

const clean = `<!DOCTYPE html><html data-no-hydration=""><head><script type="application/ld+json">{}</script></head><body><script>(()=>{})()</script></body></html>`;

let build: string;
beforeEach(() => {
  build = mkdtempSync(path.join(tmpdir(), "no-hydration-"));
});
afterEach(() => rmSync(build, { recursive: true, force: true }));

function writeDocument(pagePath: string, html: string) {
  const file = documentPath(path.join(build, "client"), pagePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

describe("pagesOf", () => {
  it("lists the pages with a fixed address and whether their routes ask for the scripts", () => {
    expect(pagesOf(routes)).toEqual([
      { path: "/", hydrates: false },
      { path: "/about", hydrates: false },
      { path: "/contact", hydrates: true },
    ]);
  });
});

describe("scriptsInStaticPages", () => {
  it("passes documents with only inline plain scripts and data", () => {
    writeDocument("/", clean);
    writeDocument("/about", clean);
    writeDocument("/contact", `<script type="module">import "/assets/entry.js"</script>`);
    expect(scriptsInStaticPages(path.join(build, "client"), pagesOf(routes))).toEqual([]);
  });

  it.each([
    [`<script type="module">import "/assets/entry.js"</script>`, "a module script"],
    [`<script type="text/x-after-first-paint">import "/assets/entry.js"</script>`, "held for after the first paint"],
    [`<link rel="modulepreload" href="/assets/entry.js"/>`, "a module preload"],
    [`<script src="/assets/widget.js"></script>`, "a script file"],
    [`<script>window.__reactRouterContext = {}</script>`, "React Router's data"],
  ])("names a content page whose document holds %s", (html, what) => {
    writeDocument("/", clean);
    writeDocument("/about", clean.replace("</body>", `${html}</body>`));
    const problems = scriptsInStaticPages(path.join(build, "client"), pagesOf(routes));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^/about: .*${what}`));
  });
});

describe("scripts/check-no-hydration.ts (run by npm run build)", () => {
  function writeServerBuild() {
    mkdirSync(path.join(build, "server"), { recursive: true });
    const source = Object.entries(routes)
      .map(([id, route]) => {
        const module = `{ ${route.module.default ? "default: () => null, " : ""}handle: ${JSON.stringify(route.module.handle)} }`;
        return `${JSON.stringify(id)}: { ...${JSON.stringify({ ...route, module: undefined })}, module: ${module} }`;
      })
      .join(",\n");
    writeFileSync(path.join(build, "server/index.js"), `export const routes = {\n${source}\n};\n`);
  }

  it("fails the build when a content page's document holds a module script", async () => {
    writeServerBuild();
    writeDocument("/", clean);
    writeDocument(
      "/about",
      clean.replace("</body>", `<script type="module">import "/assets/entry.js"</script></body>`),
    );
    const run = await runScript("check-no-hydration.ts", ["--build", build], { env: process.env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("/about: a module script");
  });

  it("passes a build whose content pages ship no script", async () => {
    writeServerBuild();
    writeDocument("/", clean);
    writeDocument("/about", clean);
    const run = await runScript("check-no-hydration.ts", ["--build", build], { env: process.env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("No script in the 2 pages that do not hydrate.");
  });
});
