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
);
