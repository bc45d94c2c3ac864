import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";

/**
 * An address under /admin that is no staff page: a 404 in the staff frame, with the way back to the inbox. Inside the
 * /admin layout, so its guard runs first: a signed-out visitor is sent to sign in as from any /admin address, real or
 * not, and learns nothing about which exist.
 */
export const meta: Route.MetaFunction = () => staffPageMeta("Page not found");
export const headers = staffPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  return data(null, { status: 404 });
}

export default function StaffNotFound() {
  return (
    <>
      <h1 className="heading-xl">Page not found</h1>
      <p className="mt-4 max-w-2xl">
        There is no staff page at this address. If you typed it, check it; if you followed a link, it may be out of
        date.
      </p>
      <p className="mt-4">
        <Link to="/admin" className="font-bold text-brand-700">
          Go to the enquiries
        </Link>
      </p>
    </>
  );
}
