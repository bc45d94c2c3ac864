import { Form, Link } from "react-router";
import type { Route } from "./+types/staff-confirm";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { confirmPage } from "#app/routes/admin/staff.server.ts";

/**
 * Asks before an action that locks someone out or signs people out (disable, reset the authenticator app, sign out
 * everywhere, sign everyone else out): the action in plain words, a warning button that posts it to the staff page,
 * and a way back that changes nothing. Admins only, like the staff page.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta(loaderData?.title ?? "Confirm");
export const headers = staffPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return confirmPage(staffOf(context, { role: "admin" }), new URL(request.url));
}

export default function StaffConfirm({ loaderData }: Route.ComponentProps) {
  const { title, explained, button, intent, account } = loaderData;
  return (
    <div className="max-w-2xl">
      <h1 className="heading-xl break-words" data-confirm-title>
        {title}
      </h1>
      {explained.map((text) => (
        <p key={text} className="mt-4">
          {text}
        </p>
      ))}
      <Form method="post" action="/admin/staff" className="mt-8 flex flex-wrap items-center gap-6">
        {account === null ? null : <input type="hidden" name="account" value={account} />}
        <button type="submit" name="intent" value={intent} className="button-warning">
          {button}
        </button>
        <Link to="/admin/staff" className="font-bold text-brand-700">
          Cancel
        </Link>
      </Form>
    </div>
  );
}
