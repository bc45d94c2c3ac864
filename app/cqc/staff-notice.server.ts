import type { Queryable } from "#app/db.server/db.server.ts";
import { cqcStaffNotice, type CqcStaffNotice } from "#app/cqc/staff-notice.ts";
import { storedRating } from "#app/cqc/stored-rating.server.ts";

/**
 * The CQC notice for admins' staff pages: none without CQC_API_KEY (nothing is read, the configured rating stands) or
 * when the stored read cannot be had (the page goes on without it).
 */
export async function cqcNoticeFor(
  db: Queryable,
  cqc: { apiKey: string | undefined; locationId: string; configuredRating: string },
  now: number,
): Promise<CqcStaffNotice | null> {
  if (!cqc.apiKey) return null;
  const stored = await storedRating(db, cqc.locationId).catch(() => null);
  return cqcStaffNotice(stored, cqc.configuredRating, now);
}
