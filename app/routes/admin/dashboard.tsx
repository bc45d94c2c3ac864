import type { Route } from "./+types/dashboard";
import { staffOf } from "~/auth/guard.server";
import { staffPageHeaders, staffPageMeta } from "~/auth/staff-pages";

export const meta: Route.MetaFunction = () => staffPageMeta("Admin Dashboard");
export const headers = staffPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  const { session } = staffOf(context);
  return { email: session.account.email };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="heading-xl">Admin Dashboard</h1>
      <p className="mt-4">
        Signed in as <strong>{loaderData.email}</strong>.
      </p>
    </>
  );
}
