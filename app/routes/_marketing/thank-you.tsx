import type { Route } from "./+types/thank-you";
import { pageMeta } from "#app/utils/seo.ts";
import { isReference } from "#app/enquiries/reference.ts";
import { bookingPromiseText } from "#app/forms/promise-text.server.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { bookedPhoneOf } from "#app/forms/booking-cookie.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";
import { CallBackNote } from "#app/components/call-back-note/call-back-note.tsx";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { thankYouPage } from "#app/content/thank-you.ts";
import type { FrameHandle } from "#app/components/public-frame/public-frame.tsx";

/**
 * Rendered per request: shows the booking reference the assessment form passes along, if it is a real one, and the
 * number the booking gave when this browser made it (the booking's cookie, bound to the reference).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const given = new URL(request.url).searchParams.get("reference");
  const reference = isReference(given) ? given : null;
  // Without the key (its secret kept in a database that cannot be reached) the page goes without the number.
  const key = reference ? await keyFor("booking-confirmation").catch(() => null) : null;
  const phone = reference && key ? bookedPhoneOf(request, key, reference) : null;
  // Out of office hours, when we will call instead of the usual promise: from the booking this browser made (its urgency
  // and arrival), else from the server's clock now.
  const promise = await bookingPromiseText(reference && phone ? reference : null);
  return { ...pageData((business) => thankYouPage(business, promise)), reference, phone };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/thank-you", matches);
// The confirmation of a booking: read first, whether the visitor came by redirect or by the form's script.
export const handle: FrameHandle = { focusMain: true };

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { page, reference, phone } = loaderData;
  return (
    <ContentPage
      page={page}
      heroExtra={
        reference && (
          <div className="mt-8 inline-block rounded-lg bg-white p-4 text-lg ring-1 ring-brand-100">
            <p data-testid="reference">
              Your reference: <strong>{reference}</strong>
            </p>
            {phone ? <CallBackNote phone={phone} /> : null}
          </div>
        )
      }
    />
  );
}
