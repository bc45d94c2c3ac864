import { renderToStaticMarkup } from "react-dom/server";
import type { BusinessDetails } from "#app/config/business.ts";
import { CQC_BOX_ATTRIBUTE, CqcRatingBox, type BoxRating } from "#app/components/cqc-rating/cqc-rating.tsx";

/** Each CQC box in a document: its opening tag (marked by the attribute) up to its own `</section>`. */
const BOX = new RegExp(`<section ${CQC_BOX_ATTRIBUTE}=""[^>]*>[\\s\\S]*?</section>`, "g");

/** Does the document show the CQC rating? */
export function hasCqcBox(html: string): boolean {
  return new RegExp(BOX.source).test(html);
}

/**
 * The document with every CQC box showing `rating` (ADR 0018): how a prerendered page shows the rating stored after
 * it was built. The box is rendered by the same component the page used, so it is the markup the page would have had.
 */
export function withCqcRating(html: string, rating: BoxRating, business: BusinessDetails): string {
  const box = renderToStaticMarkup(<CqcRatingBox rating={rating} business={business} />);
  return html.replace(BOX, () => box);
}
