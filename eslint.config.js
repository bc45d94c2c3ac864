import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { builtinModules } from "node:module";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import { local } from "#scripts/lint/import-style.js";
import { arrowZones, browserFolders } from "#scripts/lint/folder-arrows.js";

const root = import.meta.dirname;

// Layers (docs/architecture.md, "Folder arrows"). Paths are matched on their segments (`**/app/content/**`) so that
// the fixtures under tests/lint-fixtures/app/ fall under the same rules as app/ (tests/unit/lint-rules.test.ts).
const contentOwnsItsTypes = {
  target: "**/app/content/**",
  from: "**/app/components/**",
  message: "Content never imports components: move the type to app/content/ and have the component import it.",
};
const componentsKnowNoForms = {
  target: "**/app/components/**",
  from: "**/app/forms/**",
  message:
    "Components never import app/forms/: a form imports the field components, and a frame receives a form as a prop.",
};
// Which folder may import which (scripts/lint/folder-arrows.js): one way, no cycle between folders.
const layers = [contentOwnsItsTypes, componentsKnowNoForms, ...arrowZones()];
// A test may reach across folders to set up and check what it tests (as tests/ does); it ships nowhere.
const testLayers = [contentOwnsItsTypes, componentsKnowNoForms];
const noServerCodeInTheBrowser = {
  target: ".",
  from: ["**/*.server.*", "**/app/db.server/**"],
  message: "This file ships to the browser: it may not import *.server modules or app/db.server/.",
};
// Code that ships to the browser: every folder but the routes and the database; *.server files and tests are exempt.
const browserCode = browserFolders.map((folder) => `**/app/${folder}/**`);

// No function above complexity 15 in app/, server/ and scripts/ (issue #23): past that, split it into functions that
// say what they do. Each exception is a file, the highest complexity it has today (so it cannot grow) and why.
const MAX_COMPLEXITY = 15;
const complexityExceptions = [
  ["app/auth/accounts.server.ts", 20, "one transaction that locks, checks and applies an account change by its kind"],
  ["app/components/content-page/content-page.tsx", 19, "a switch over the section kinds, one line of JSX each"],
  ["app/auth/sign-in.server.ts", 16, "the password step in its reviewed order: count, equal work, then refusals"],
  ["app/forms/api.server.ts", 21, "the JSON API's refusals in the order it documents them (body reading: #23 point 6)"],
  ["app/inbox/inbox.server.test.ts", 16, "a test row builder: one `??` default per column"],
  ["scripts/db-seed.ts", 18, "one made-up row: weighted random draws by the row's age, read as one story"],
  ["scripts/staff.ts", 17, "the CLI's dispatch by command and argument count, with its refusals"],
  // --- staff routes still to be made thin (issue #23 point 4): remove each line when its route is ---
  // --- end of the staff routes block ---
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "reports/",
      ".tmp/",
      // Files that break the layer rules on purpose, linted only by tests/unit/lint-rules.test.ts.
      "tests/lint-fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, local },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "local/import-style": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".node"],
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layers }],
    },
  },
  {
    files: browserCode.map((folder) => `${folder}/*.{ts,tsx}`),
    ignores: ["**/*.server.*", "**/*.test.*"],
    rules: {
      // Repeats the layers: this entry replaces the one above for these files.
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...layers, noServerCodeInTheBrowser] }],
      "no-restricted-imports": [
        "error",
        {
          paths: builtinModules
            .filter((name) => !name.startsWith("_"))
            .map((name) => ({ name, message: "This file ships to the browser: no Node.js built-ins." })),
          patterns: [{ group: ["node:*"], message: "This file ships to the browser: no Node.js built-ins." }],
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: testLayers }] },
  },
  {
    // The fixtures under tests/lint-fixtures/app/ fall under it too (tests/unit/lint-rules.test.ts).
    files: ["{app,server,scripts}/**/*.{ts,tsx,js}", "tests/lint-fixtures/app/**/*.{ts,tsx}"],
    rules: { complexity: ["error", MAX_COMPLEXITY] },
  },
  ...complexityExceptions.map(([file, max]) => ({ files: [file], rules: { complexity: ["error", max] } })),
);
