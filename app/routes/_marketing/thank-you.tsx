import type { Route } from "./+types/thank-you";
import { pageMeta } from "~/utils/seo";
import { isReference } from "~/utils/reference";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { thankYouPage } from "~/content/thank-you";
import type { FrameHandle } from "~/components/public-frame/public-frame";

/** Rendered per request: shows the booking reference the assessment form passes along, if it is a real one. */
export function loader({ request }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("reference");
  return { ...pageData(thankYouPage), reference: isReference(reference) ? reference : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/thank-you", matches);
// The confirmation of a booking: read first, whether the visitor came by redirect or by the form's script.
export const handle: FrameHandle = { focusMain: true };

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { page, reference } = loaderData;
  return (
    <ContentPage
      page={page}
      heroExtra={
        reference && (
          <p className="mt-8 inline-block rounded-lg bg-white p-4 text-lg ring-1 ring-brand-100" data-testid="reference">
            Your reference: <strong>{reference}</strong>
          </p>
        )
      }
    />
  );
}
