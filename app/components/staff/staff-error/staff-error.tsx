import { isRouteErrorResponse } from "react-router";
import { StaffFrame } from "#app/components/staff/staff-frame/staff-frame.tsx";
import { isProblem } from "#app/http/problem.ts";

/**
 * A staff page that failed (a refusal such as a staff member on an admin page, or a failure): inside the staff frame
 * without the account bar, never the public site's header, footer or quick-contact form.
 */
export function StaffError({ error }: { error: unknown }) {
  const problem = isRouteErrorResponse(error) && isProblem(error.data) ? error.data : null;
  return (
    <StaffFrame>
      <h1 className="heading-xl">{problem?.title ?? "Sorry, something went wrong"}</h1>
      <p className="mt-4 max-w-2xl">
        {problem?.text ?? "This page could not be shown. Check your connection, then try again in a few minutes."}
      </p>
      <p className="mt-4">
        <a href="/admin" className="font-bold text-brand-700 underline">
          Back to the enquiries
        </a>
      </p>
    </StaffFrame>
  );
}
