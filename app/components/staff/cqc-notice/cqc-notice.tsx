import type { CqcStaffNotice } from "#app/cqc/staff-notice.ts";

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

/**
 * Said to admins on every staff page when the CQC rating needs them (issue #26): a new or worse rating, which must be
 * shown wherever the provider shows it within 21 days of CQC publishing it (the site does so by itself), or no good
 * read of CQC's API for 7 days, so a new rating could be missed. Nothing otherwise.
 */
export function CqcNotice({ notice }: { notice: CqcStaffNotice | null }) {
  if (!notice) return null;
  return (
    <div data-cqc-notice className="mb-8 max-w-3xl border-l-8 border-danger-700 bg-brand-50 p-4">
      {notice.reason === "stale" ? (
        <>
          <p className="text-xl font-bold">The CQC rating has not been checked for 7 days</p>
          <p className="mt-2">
            The last good check of CQC&apos;s website was on {notice.lastGood}. If CQC publishes a new rating, the law
            gives 21 days to show it: {days(notice.daysLeft)} left if it came out after that check. Look at the
            location&apos;s page on the CQC website, and ask whoever runs the site to check CQC_API_KEY.
          </p>
        </>
      ) : (
        <>
          <p className="text-xl font-bold">
            {notice.reason === "worse" ? "CQC published a lower rating" : "CQC published a new rating"}: {notice.rating}
          </p>
          <p className="mt-2">
            {notice.date ? `Published ${notice.date}. ` : ""}This site shows it already. Anywhere else we show our
            rating (other websites, the office, printed leaflets) must show it within 21 days of publication:{" "}
            {days(notice.daysLeft)} left.
          </p>
        </>
      )}
    </div>
  );
}
