import { data } from "react-router";
import { NotFound } from "~/components/not-found/not-found";

/** Any address no other route matches: HTTP 404 with the not-found page inside the site's frame. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex, nofollow" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
