import type { BusinessDetails } from "#app/config/business.ts";
import { useBusiness } from "#app/config/use-business.ts";
import { keyQuestions, type ShownRating } from "#app/cqc/rating.ts";

/** What the box shows: a rating read from CQC, or only the configured CQC_RATING (no key questions, no date). */
export type BoxRating =
  ShownRating | { overall: string; keyQuestions?: undefined; date?: undefined; inherited?: false };

/** The configured rating, shown until a read from CQC is stored (and always without CQC_API_KEY). */
export const configuredRating = (business: BusinessDetails): BoxRating => ({ overall: business.cqcRating });

/**
 * The attribute that marks the box in a document: the production server finds each `<section data-cqc-rating>` of a
 * prerendered page up to its `</section>` and puts the stored rating's box in its place (ADR 0018). So the box holds
 * no other `<section>`.
 */
export const CQC_BOX_ATTRIBUTE = "data-cqc-rating";

const dayText = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The CQC rating a registered provider must show on its website (Regulation 20A): the overall rating, the five key
 * questions, its date, whether it is the previous provider's, and a link to the report on the CQC website. Rendered
 * by the server with no script; CQC's official graphic only when one is configured (CQC_LOGO_PATH).
 */
export function CqcRatingBox({ rating, business }: { rating: BoxRating; business: BusinessDetails }) {
  const props = { [CQC_BOX_ATTRIBUTE]: "" };
  return (
    <section
      {...props}
      aria-label="Care Quality Commission rating"
      className="w-full max-w-sm rounded-lg border-2 border-brand-700 bg-white p-6"
      data-testid="cqc-rating"
    >
      {business.cqcLogoPath ? (
        <img src={business.cqcLogoPath} alt="Care Quality Commission" className="h-10 w-auto" />
      ) : (
        <p className="font-bold text-muted">Care Quality Commission</p>
      )}
      <p className="mt-2 text-lg">Overall rating</p>
      <p className="mt-1 text-3xl font-bold text-brand-700" data-cqc-overall>
        {rating.overall}
      </p>
      {rating.inherited ? <p className="mt-2">This is the rating of the previous provider of this service.</p> : null}
      {rating.keyQuestions && rating.keyQuestions.safe ? (
        // Two columns where they fit; on the narrowest phones each rating under its question ("Requires
        // improvement" beside "Responsive" needs about 270 px).
        <dl className="mt-4 grid grid-cols-1 gap-x-4 min-[380px]:grid-cols-[auto_1fr] min-[380px]:gap-y-1">
          {keyQuestions.map(({ field, name }) => (
            <div key={field} className="contents">
              <dt className="mt-2 min-[380px]:mt-0">{name}</dt>
              <dd className="font-bold">{rating.keyQuestions[field]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rating.date ? <p className="mt-4 text-base text-muted">Published {dayText(rating.date)}</p> : null}
      <p className="mt-4">
        <a
          href={rating.keyQuestions ? rating.reportUrl : business.cqcLocationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-bold"
        >
          Read the report on the CQC website
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <p className="mt-2 text-base text-muted">CQC location ID: {business.cqcLocationId}</p>
    </section>
  );
}

/**
 * The box as a page renders it: the configured rating at build time; the production server replaces it in the
 * served document with the stored one (server/app-server.ts, ADR 0018).
 */
export function CqcRating() {
  const business = useBusiness();
  return <CqcRatingBox rating={configuredRating(business)} business={business} />;
}
