import type { Queryable } from "#app/db.server/db.server.ts";
import type { CqcRatingTable } from "#app/db.server/schema.ts";
import type { Selectable } from "kysely";
import type { ShownRating } from "#app/cqc/rating.ts";

/** The stored rating of a location and the state of its daily read (table `cqc_rating`, migration 0014). */
export interface StoredRating {
  rating: ShownRating;
  checkedMs: number;
  changedMs: number;
  failure: string | null;
  staleToldMs: number | null;
}

function storedOf(row: Selectable<CqcRatingTable>): StoredRating {
  return {
    rating: {
      overall: row.overall,
      keyQuestions: {
        safe: row.safe,
        effective: row.effective,
        caring: row.caring,
        responsive: row.responsive,
        wellLed: row.well_led,
      },
      date: row.rating_date,
      reportUrl: row.report_url,
      inherited: Boolean(row.inherited),
    },
    checkedMs: Number(row.checked_ms),
    changedMs: Number(row.changed_ms),
    failure: row.failure,
    staleToldMs: row.stale_told_ms === null ? null : Number(row.stale_told_ms),
  };
}

/** The last good answer for `locationId`, or null when none was ever read. */
export async function storedRating(db: Queryable, locationId: string): Promise<StoredRating | null> {
  const row = await db.selectFrom("cqc_rating").selectAll().where("location_id", "=", locationId).executeTakeFirst();
  return row ? storedOf(row) : null;
}

/** Stores a good answer, read at `now`; `changedMs` is when this rating was first read. */
export async function storeRating(
  db: Queryable,
  locationId: string,
  rating: ShownRating,
  now: number,
  changedMs: number,
): Promise<void> {
  const values = {
    overall: rating.overall,
    safe: rating.keyQuestions.safe,
    effective: rating.keyQuestions.effective,
    caring: rating.keyQuestions.caring,
    responsive: rating.keyQuestions.responsive,
    well_led: rating.keyQuestions.wellLed,
    rating_date: rating.date,
    report_url: rating.reportUrl,
    inherited: rating.inherited,
    checked_ms: now,
    changed_ms: changedMs,
    failure: null,
    stale_told_ms: null,
  };
  await db
    .insertInto("cqc_rating")
    .values({ location_id: locationId, ...values })
    .onConflict((oc) => oc.column("location_id").doUpdateSet(values))
    .execute();
}

/** Notes a failed read (the stored rating stays), and when staff were told that reads keep failing. */
export async function noteFailure(
  db: Queryable,
  locationId: string,
  failure: string,
  staleToldMs: number | null,
): Promise<void> {
  await db
    .updateTable("cqc_rating")
    .set({ failure, stale_told_ms: staleToldMs })
    .where("location_id", "=", locationId)
    .execute();
}
