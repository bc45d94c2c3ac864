import type { BusinessDetails } from "#app/config/business.ts";
import { CQC_ORIGIN } from "#app/security/csp.ts";

/** The address of the CQC's official rating widget for the provider's registered location. */
export function cqcWidgetScriptUrl(business: Pick<BusinessDetails, "cqcLocationId" | "siteUrl">): string {
  const url = new URL("/sites/all/modules/custom/cqc_widget/widget.js", CQC_ORIGIN);
  url.searchParams.set("data-id", business.cqcLocationId);
  url.searchParams.set("data-host", new URL(business.siteUrl).host);
  url.searchParams.set("type", "location");
  return url.toString();
}
