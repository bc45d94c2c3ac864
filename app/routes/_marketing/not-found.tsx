import { data } from "react-router";
import { NotFound } from "#app/components/not-found/not-found.tsx";
import { siteNameOf, titleWithSiteName } from "#app/utils/seo.ts";
import type { Route } from "./+types/not-found";
import { contentPageHandle } from "#app/utils/hydration.ts";

/** Any address no other route matches: HTTP 404 with the not-found page inside the site's frame. */
export function loader() {
  return data(null, { status: 404 });
}

/** Titled like every other page: what it is, then the provider's name. */
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: titleWithSiteName("Page not found", siteNameOf(matches)) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function NotFoundRoute() {
  return <NotFound />;
}
