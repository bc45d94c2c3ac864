import { pounds, priceText, type Range } from "#app/config/prices.ts";
import type { VisitingChoices, VisitingEstimate } from "#app/family-tools/care-cost.ts";
import { visitLengthCopy } from "#app/content/visit-lengths.ts";

// An estimate in words, apart from the rest of the /care-costs copy: the estimator's script needs only this (its
// questions come with the page's data).

/** 0.5 → "30 minutes", 1 → "1 hour", 7.5 → "7.5 hours". */
function hoursText(hours: number): string {
  if (hours < 1) return `${hours * 60} minutes`;
  return hours === 1 ? "1 hour" : `${hours.toLocaleString("en-GB")} hours`;
}

/** A range in words, or the one value when both ends are the same. */
function rangeText(range: Range, format: (value: number) => string): string {
  return range.from === range.to ? format(range.from) : `${format(range.from)} to ${format(range.to)}`;
}

/** "30 minutes to 1 hour", "7 to 14 hours", "10 hours". */
function hoursRangeText(range: Range): string {
  return range.from >= 1 && range.to > range.from
    ? `${range.from.toLocaleString("en-GB")} to ${hoursText(range.to)}`
    : rangeText(range, hoursText);
}

/** An estimate in words: the figures shown and the summary the booking form's "anything else" field is given. */
export function estimateCopy(choices: VisitingChoices, estimate: VisitingEstimate) {
  const overnight = choices.visitLength === "overnight";
  const hours = `${hoursRangeText(estimate.hoursPerWeek)} a week`;
  const weekly = `${rangeText(estimate.weekly, pounds)} a week`;
  const days = choices.daysPerWeek === 1 ? "1 day a week" : `${choices.daysPerWeek} days a week`;
  const visits = overnight
    ? `overnight care, ${choices.daysPerWeek === 1 ? "1 night" : `${choices.daysPerWeek} nights`} a week`
    : `${choices.visitsPerDay === 1 ? "1 visit" : `${choices.visitsPerDay} visits`} a day of ${visitLengthCopy[choices.visitLength].length}, ${days}`;
  return {
    figures: [
      { label: "Care", value: visits },
      { label: "Hours of care", value: hours },
      { label: "Cost a week", value: weekly },
      { label: "Cost a month", value: `About ${rangeText(estimate.monthly, pounds)} a month` },
    ],
    liveInNote: estimate.liveInMayCostLess
      ? `With this much care, live-in care, from ${priceText.liveInWeekly}, may cost less. Ask us about it.`
      : undefined,
    summary: `From the cost estimator: visiting care, ${visits} (${hours}, estimated ${weekly}).`,
  };
}
