import type { ServerBuild } from "react-router";

/** The server bundle's entry module as TypeScript sees it in source (app/entry.server.tsx). */
type EntrySource = typeof import("#app/entry.server.tsx");

/**
 * What the production server (server/app-server.ts) uses of the bundle's entry besides rendering, and what kind each
 * is. The names are keys of the entry's own exports (a name it does not export, or a kind that differs from its
 * export's type, fails the typecheck), and the same list is checked at run time on the bundle that is loaded: a build
 * made from other source (or an export lost from app/entry.server.tsx in a way the types did not see) stops the server
 * at start with one line that names what is missing, instead of failing on the first request that needs it.
 */
const SERVER_ENTRY_EXPORTS = {
  checkConfiguration: "function",
  handleApiRequest: "function",
  siteStylesheet: "string",
  loadContextFor: "function",
  getDatabase: "function",
  closeDatabase: "function",
  startServerMailWorker: "function",
  stopServerMailWorker: "function",
  startDailyPurge: "function",
  stopDailyPurge: "function",
  startCqcSync: "function",
  stopCqcSync: "function",
  hasCqcBox: "function",
  withCurrentCqcRating: "function",
} as const satisfies { [Name in keyof EntrySource]?: EntrySource[Name] extends string ? "string" : "function" };

/** The entry's exports the production server uses, with the types app/entry.server.tsx gives them. */
export type ServerEntry = Pick<EntrySource, keyof typeof SERVER_ENTRY_EXPORTS>;

type EntryModule = ServerBuild["entry"]["module"];

/** True when `module` has every export of SERVER_ENTRY_EXPORTS, each of its kind. */
function isServerEntry(module: EntryModule): module is EntryModule & ServerEntry {
  return missingExports(module).length === 0;
}

function missingExports(module: EntryModule): string[] {
  const exports: Record<string, unknown> = { ...module };
  return Object.entries(SERVER_ENTRY_EXPORTS)
    .filter(([name, kind]) => typeof exports[name] !== kind)
    .map(([name, kind]) => `${name} (a ${kind})`);
}

/**
 * The built bundle's entry with its source's types, once it is checked to hold every export the server uses; an
 * error that names each one missing (or of another kind) otherwise.
 */
export function serverEntryOf(build: ServerBuild): ServerEntry {
  const module = build.entry.module;
  if (isServerEntry(module)) return module;
  throw new Error(
    `The server bundle (build/server/index.js) does not export what the server needs from app/entry.server.tsx: ` +
      `${missingExports(module).join(", ")}. Rebuild it from this source with \`npm run build\`.`,
  );
}
