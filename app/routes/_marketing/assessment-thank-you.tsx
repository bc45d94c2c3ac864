import type { Route } from "./+types/assessment-thank-you";
import { pageMeta } from "#app/utils/seo.ts";
import { makeReference } from "#app/enquiries/reference.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { expectedCallTime } from "#app/enquiries/expected-call-time.ts";
import { serverNow } from "#app/config/clock.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { assessmentThankYouPage } from "#app/content/assessment-thank-you.ts";

/**
 * Rendered per request: a fresh reference in the site's format (ADR 0014) and the expected call time, which depends on
 * the moment of the visit. The spec's page stands alone: the booking form's own confirmation is /thank-you.
 */
export function loader() {
  const now = serverNow();
  return { ...pageData(assessmentThankYouPage), reference: makeReference(), expectedCall: expectedCallTime(now) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/assessment-thank-you", matches);

export default function AssessmentThankYou({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      page={loaderData.page}
      heroExtra={
        <dl className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="booking-details">
          <div className="rounded-lg bg-white p-4 ring-1 ring-brand-100">
            <dt className="font-bold">Your reference number</dt>
            <dd className="mt-1 text-xl font-bold break-all text-brand-700">{loaderData.reference}</dd>
          </div>
          <div className="rounded-lg bg-white p-4 ring-1 ring-brand-100">
            <dt className="font-bold">Expected call</dt>
            <dd className="mt-1 text-xl font-bold text-brand-700">{loaderData.expectedCall}</dd>
          </div>
        </dl>
      }
    />
  );
}
