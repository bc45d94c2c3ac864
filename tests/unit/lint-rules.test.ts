import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { arrowZones, browserFolders, cycleIn, folderArrows } from "#scripts/lint/folder-arrows.js";

/**
 * The layer rules of eslint.config.js (and its complexity limit) (docs/architecture.md, "Folder arrows") on the fixtures under tests/lint-fixtures/app/,
 * which mimic app/: each file that breaks a rule is reported by that rule, and the files that keep them pass.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const fixtures = path.join(root, "tests/lint-fixtures/app");

const CONTENT = "Content never imports components";
const FORMS = "Components never import app/forms/";
const SERVER = "it may not import *.server modules or app/db.server/";
const NODE = "no Node.js built-ins";
const STYLE = "local/import-style";
const PATHS = "import-x/no-restricted-paths";
/** The folder-arrow zone's message for a folder (scripts/lint/folder-arrows.js). */
const ARROW = (folder: string) => `Folders depend one way: app/${folder}/ may import`;

/** Each fixture and what the lint says about it: the rule, and a piece of its message. */
const expected: Record<string, [rule: string, message: string][]> = {
  "utils/cycle-a.ts": [["import-x/no-cycle", "Dependency cycle"]],
  "utils/cycle-b.ts": [["import-x/no-cycle", "Dependency cycle"]],
  // The two oldest layers, each said in its own words, and as an arrow the folder table does not allow.
  "content/imports-component.ts": [
    [PATHS, CONTENT],
    [PATHS, ARROW("content")],
  ],
  "components/imports-form/imports-form.tsx": [
    [PATHS, FORMS],
    [PATHS, ARROW("components")],
  ],
  "components/imports-server/imports-server.tsx": [[PATHS, SERVER]],
  "components/imports-server/imports-server-alias.tsx": [[PATHS, SERVER]],
  "components/imports-server/imports-node.tsx": [["no-restricted-imports", NODE]],
  "auth/rules-import-server.ts": [[PATHS, SERVER]],
  // Folders depend one way (scripts/lint/folder-arrows.js): an arrow the table does not allow; a circle between two
  // folders through different files (auth → mail is allowed, so mail → auth is refused); the database reading the
  // configuration.
  "utils/imports-domain.ts": [[PATHS, ARROW("utils")]],
  "auth/queues-mail.server.ts": [],
  "auth/link-rules.ts": [],
  "mail/reads-auth.server.ts": [[PATHS, ARROW("mail")]],
  "mail/outbox.server.ts": [],
  "db.server/reads-config.ts": [[PATHS, "app/db.server/ may import no other folder of app/"]],
  "db.server/opens.ts": [],
  "db.server/handed-url.ts": [],
  "config/settings.server.ts": [],
  // Every folder that ships to the browser is listed: the inbox's shared code, pictures, the enquiry model, plain
  // request helpers and the family tools.
  "inbox/imports-schema.ts": [[PATHS, SERVER]],
  "inbox/filter.ts": [],
  "utils/plain.ts": [],
  "images/imports-server.ts": [[PATHS, SERVER]],
  "enquiries/imports-server.ts": [[PATHS, SERVER]],
  "http/imports-server.ts": [[PATHS, SERVER]],
  "family-tools/imports-node.ts": [["no-restricted-imports", NODE]],
  // One import style: "#app/…" with the file's extension.
  "imports/tilde.server.ts": [[STYLE, 'The "~/" alias is gone']],
  "imports/relative.server.ts": [[STYLE, "No relative imports"]],
  "imports/no-extension.server.ts": [[STYLE, "Give the file's extension"]],
  "imports/kept.server.ts": [],
  // Clean: content owns its types, components import content, forms import components, server code and routes may
  // import *.server modules.
  "content/badge.ts": [],
  "components/badge/badge.tsx": [],
  "forms/sample/sample-form.tsx": [],
  "utils/secret.server.ts": [],
  "auth/session.server.ts": [],
  "routes/page.tsx": [],
  // No function above complexity 15 (issue #23 point 5): 16 is reported, exactly 15 is not.
  "complexity/over-limit.ts": [["complexity", "has a complexity of 16. Maximum allowed is 15"]],
  "complexity/at-limit.ts": [],
};

describe("the layer rules of the lint", () => {
  const found = new Map<string, ESLint.LintResult>();

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: root, overrideConfigFile: "eslint.config.js", ignore: false });
    const results = await eslint.lintFiles(Object.keys(expected).map((file) => path.join(fixtures, file)));
    for (const result of results) found.set(path.relative(fixtures, result.filePath).split(path.sep).join("/"), result);
  }, 120_000);

  it("has an expectation for every fixture", () => {
    const files = readdirSync(fixtures, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => file.split(path.sep).join("/"));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))("%s", (file, reports) => {
    const result = found.get(file);
    expect(result, `${file} was linted`).toBeDefined();
    const messages = result!.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
    expect(messages).toEqual(reports.map(([rule, message]) => ({ rule, message: expect.stringContaining(message) })));
  });
});

describe("the folder arrows (scripts/lint/folder-arrows.js)", () => {
  const folders = Object.keys(folderArrows);

  it("names every folder of app/, and only those", () => {
    const onDisk = readdirSync(path.join(root, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.toSorted()).toEqual(onDisk.toSorted());
    for (const allowed of Object.values(folderArrows)) expect(folders).toEqual(expect.arrayContaining(allowed));
  });

  it("point one way: the allowed arrows go round no circle", () => {
    expect(cycleIn(folderArrows)).toBeNull();
    // A table with a circle is found out, and the lint refuses to start with it.
    const circular = { ...folderArrows, mail: [...(folderArrows.mail ?? []), "auth"] };
    expect(cycleIn(circular)).toEqual(["auth", "mail", "auth"]);
    expect(() => arrowZones(circular)).toThrow("The folder arrows go round in a circle: auth → mail → auth");
  });

  it("are the ones docs/architecture.md draws, with the same browser folders", () => {
    const docs = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
    const start = docs.indexOf("## Folder arrows");
    const section = docs.slice(start, docs.indexOf("\n## ", start));
    // | `app/<folder>/` | what it holds | may import | ships to the browser |
    const rows = [...section.matchAll(/^\| `app\/([^`]+)\/` \| [^|]* \| (.*?) \| (yes|no)\b/gm)];
    const drawn = Object.fromEntries(
      rows.map(([, folder, imports = ""]) => [
        folder,
        [...imports.matchAll(/`app\/([^`]+)\/`/g)].map((match) => match[1]),
      ]),
    );
    expect(drawn).toEqual(folderArrows);
    const shipped = rows.filter(([, , , ships]) => ships === "yes").map(([, folder]) => folder);
    expect(shipped.toSorted()).toEqual(browserFolders.toSorted());
  });
});
