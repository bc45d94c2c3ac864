import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "#app/content/site-pages.ts";

export default {
  // Server rendering stays on: forms post to route actions and staff pages are dynamic.
  ssr: true,
  // Content pages are rendered to HTML at build time and served as files by server/app-server.ts.
  prerender: prerenderedPaths,
} satisfies Config;
