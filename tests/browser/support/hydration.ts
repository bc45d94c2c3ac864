import path from "node:path";
import { pathToFileURL } from "node:url";
import { pagesOf, type BuiltRoute } from "#scripts/lib/page-hydration.ts";

/**
 * The paths of the pages that do not hydrate (issue #28), read from the routes' handles in the build the tests run
 * against, as the post-build check reads them (scripts/check-no-hydration.ts).
 */
export async function pathsWithoutHydration(): Promise<string[]> {
  const { routes } = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as {
    routes: Record<string, BuiltRoute | undefined>;
  };
  return pagesOf(routes).flatMap((page) => (page.hydrates ? [] : [page.path]));
}
