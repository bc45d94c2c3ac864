import { useBusiness } from "#app/config/use-business.ts";

/**
 * The CQC rating a registered provider must show on its website (Regulation 20A): the rating and a link to the
 * location's report on the CQC website, rendered by the server. It is on pages that ship no script (home, about:
 * ADR 0015), so the regulator's widget script, which replaced this box once loaded, is no longer loaded.
 */
export function CqcRating() {
  const business = useBusiness();
  return (
    <div className="w-full max-w-sm rounded-lg border-2 border-brand-700 bg-white p-6" data-testid="cqc-rating">
      <p className="font-bold text-muted">Care Quality Commission</p>
      <p className="mt-2 text-lg">Overall rating</p>
      <p className="mt-1 text-3xl font-bold text-brand-700">{business.cqcRating}</p>
      <p className="mt-4">
        <a href={business.cqcLocationUrl} target="_blank" rel="noopener noreferrer" className="font-bold">
          See the report on the CQC website
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <p className="mt-2 text-base text-muted">CQC location ID: {business.cqcLocationId}</p>
    </div>
  );
}
