/**
 * One import style (docs/architecture.md, "Imports"): project code is imported through package.json "imports"
 * (`#app/…`, `#server/…`, `#scripts/…`, `#tests/…`) with its file extension, the one form that Vite, Vitest and plain
 * Node (the npm scripts, the worker) all resolve. Refused: the old `~/` alias, relative paths (`./x`, `../x`), and a
 * `#…` path without an extension. React Router's generated route types (`./+types/…`) are the one relative import.
 */
const PROJECT = /^#(app|server|scripts|tests)\//;
const WITH_EXTENSION = /\.(ts|tsx|js|mjs|json|css|svg|png|jpg|webp|avif|txt)(\?[\w=&-]+)?$/;

/** Why a specifier is refused, or null when it keeps the style. */
export function importStyleProblem(specifier) {
  if (specifier.startsWith("./+types/")) return null;
  if (specifier.startsWith("~/")) return "tilde";
  if (specifier.startsWith("./") || specifier.startsWith("../")) return "relative";
  if (PROJECT.test(specifier) && !WITH_EXTENSION.test(specifier)) return "extension";
  if (specifier.startsWith("#") && !PROJECT.test(specifier)) return "unknown";
  return null;
}

const HOW = 'import project code as "#app/<folder>/<file>.ts" (package.json "imports")';

export const importStyle = {
  meta: {
    type: "problem",
    docs: { description: "One import style for project code" },
    messages: {
      tilde: `The "~/" alias is gone: ${HOW}.`,
      relative: `No relative imports: ${HOW}, which Vite, Vitest and plain Node all resolve.`,
      extension: `Give the file's extension: plain Node (npm scripts, the worker) resolves imports as written.`,
      unknown: `Unknown "#" import: the project's are #app/, #server/, #scripts/ and #tests/.`,
    },
    schema: [],
  },
  create(context) {
    function check(source) {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const problem = importStyleProblem(source.value);
      if (problem) context.report({ node: source, messageId: problem });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock("…") and vi.importActual("…") name modules too.
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === "MemberExpression" && callee.object.type === "Identifier" && callee.object.name === "vi") {
          check(node.arguments[0]);
        }
      },
    };
  },
};

export const local = { rules: { "import-style": importStyle } };
