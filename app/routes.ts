import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public pages, in the site's header, footer and quick-contact frame.
  layout("routes/_marketing/layout.tsx", [
    index("routes/_marketing/home.tsx"),
    route("domiciliary-care", "routes/_marketing/domiciliary-care.tsx"),
    route("live-in-care", "routes/_marketing/live-in-care.tsx"),
    route("supported-living", "routes/_marketing/supported-living.tsx"),
    route("respite-care", "routes/_marketing/respite-care.tsx"),
    route("elderly-care", "routes/_marketing/elderly-care.tsx"),
    route("dementia-care", "routes/_marketing/dementia-care.tsx"),
    route("*", "routes/_marketing/not-found.tsx"),
  ]),
  // Machine-readable resources.
  route("healthz", "routes/resources/healthz.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
] satisfies RouteConfig;
