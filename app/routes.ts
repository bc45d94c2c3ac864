import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public pages, in the site's header, footer and quick-contact frame.
  layout("routes/_marketing/layout.tsx", [
    index("routes/_marketing/home.tsx"),
    // The form pages are rendered per request: their actions render them again with errors.
    route("contact", "routes/_marketing/contact.tsx"),
    route("request-a-callback", "routes/_marketing/request-a-callback.tsx"),
    route("free-assessment", "routes/_marketing/free-assessment.tsx"),
    route("quick-contact", "routes/_marketing/quick-contact.tsx"),
    route("*", "routes/_marketing/not-found.tsx"),
  ]),
  // The JSON API of the four forms, for integrations: one module, one route each.
  ...(["quick-contact", "contact", "callback", "assessment"] as const).map((form) =>
    route(`api/submit-${form}`, "routes/api/submit.ts", { id: `api-submit-${form}` }),
  ),
  // Machine-readable resources.
  route("healthz", "routes/resources/healthz.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
] satisfies RouteConfig;
