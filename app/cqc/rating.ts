/**
 * The CQC rating as the site shows it, and how it is read from an answer of CQC's public API
 * (`GET /locations/{locationId}`, issue #26). Pure: no I/O, so the page's component and the daily read share it.
 */

/** The five key questions, in CQC's order, with the names CQC's API gives them. */
export const keyQuestions = [
  { field: "safe", name: "Safe" },
  { field: "effective", name: "Effective" },
  { field: "caring", name: "Caring" },
  { field: "responsive", name: "Responsive" },
  { field: "wellLed", name: "Well-led" },
] as const;
export type KeyQuestion = (typeof keyQuestions)[number]["field"];

/** The four ratings, best first. */
export const ratingScale = ["Outstanding", "Good", "Requires improvement", "Inadequate"] as const;
/** What CQC publishes instead of a rating. */
export const notRatedLabels = [
  "Not yet rated",
  "No published rating",
  "Inspected but not rated",
  "Insufficient evidence to rate",
] as const;

export interface ShownRating {
  overall: string;
  /** Each key question's rating; null when CQC gave none (a location not rated yet). */
  keyQuestions: Record<KeyQuestion, string | null>;
  /** The report's date, or the assessment's publication date: YYYY-MM-DD (none for a location not rated yet). */
  date: string | null;
  reportUrl: string;
  /** The rating is the previous provider's. */
  inherited: boolean;
}

/** Is `rating` worse than `before`? (Labels that are not ratings are neither better nor worse.) */
export function isWorse(rating: string, before: string): boolean {
  const now = ratingScale.indexOf(rating as (typeof ratingScale)[number]);
  const then = ratingScale.indexOf(before as (typeof ratingScale)[number]);
  return now >= 0 && then >= 0 && now > then;
}

const isRating = (value: unknown): value is string =>
  typeof value === "string" && ([...ratingScale, ...notRatedLabels] as string[]).includes(value);
const isRated = (value: string) => (ratingScale as readonly string[]).includes(value);
const DAY = /^(\d{4}-\d{2}-\d{2})/;

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const dayOf = (value: unknown) => (typeof value === "string" ? (DAY.exec(value)?.[1] ?? null) : null);

/** The five key questions from CQC's `keyQuestionRatings` (or `asgRatings`) list; null if any rating is missing. */
function keyQuestionsOf(list: unknown[]): ShownRating["keyQuestions"] | null {
  const byName = new Map(
    list
      .map(objectOf)
      .flatMap((entry) => (entry && typeof entry.name === "string" ? [[entry.name, entry.rating]] : [])),
  );
  const found = keyQuestions.map(({ field, name }) => [field, byName.get(name)] as const);
  if (!found.every(([, rating]) => isRating(rating))) return null;
  return Object.fromEntries(found) as ShownRating["keyQuestions"];
}

const NONE: ShownRating["keyQuestions"] = {
  safe: null,
  effective: null,
  caring: null,
  responsive: null,
  wellLed: null,
};

/** The rating, its date, its key questions and whether it was inherited, from one `overall` object. */
function ratingFrom(
  overall: Json,
  date: string | null,
  keyQuestionList: unknown[],
  location: { locationId: string; providerId: unknown },
): ShownRating | null {
  const rating = overall.rating;
  if (!isRating(rating)) return null;
  const questions = keyQuestionsOf(keyQuestionList);
  // A rating without its date or its five key questions is a partial answer; a label that is not a rating may lack both.
  if (isRated(rating) && (!questions || !date)) return null;
  const organisationId = overall.organisationId;
  return {
    overall: rating,
    keyQuestions: questions ?? NONE,
    date,
    reportUrl: `https://www.cqc.org.uk/location/${location.locationId}`,
    inherited: typeof organisationId === "string" && organisationId !== "" && organisationId !== location.providerId,
  };
}

/** A rating found, none given, or one given that cannot be read whole (a partial or malformed answer). */
type Found = ShownRating | null | "unreadable";
type LocationIds = { locationId: string; providerId: unknown };

/** The older framework's current rating. */
function currentRating(record: Json, location: LocationIds): Found {
  const current = objectOf(objectOf(record.currentRatings)?.overall);
  if (!current) return null;
  return ratingFrom(current, dayOf(current.reportDate), listOf(current.keyQuestionRatings), location) ?? "unreadable";
}

/** The latest published single assessment's rating (the newer framework). */
function assessmentRating(answer: Json, location: LocationIds): Found {
  const assessments = listOf(answer.assessment)
    .map(objectOf)
    .filter((assessment): assessment is Json => assessment !== null)
    .map((assessment) => ({ assessment, date: dayOf(assessment.assessmentPlanPublishedDateTime) }))
    .filter(({ date }) => date !== null)
    .sort((a, b) => ((a.date ?? "") < (b.date ?? "") ? 1 : -1));
  const latest = assessments[0];
  if (!latest) return null;
  const ratings = objectOf(latest.assessment.ratings);
  // `overall` is one object, or a list holding it.
  const overall = objectOf(ratings?.overall) ?? objectOf(listOf(ratings?.overall)[0]);
  if (!ratings || !overall) return "unreadable";
  const keyQuestionList = listOf(overall.keyQuestionRatings).length
    ? listOf(overall.keyQuestionRatings)
    : listOf(ratings.asgRatings);
  return ratingFrom(overall, latest.date, keyQuestionList, location) ?? "unreadable";
}

export type ReadOutcome =
  { ok: true; rating: ShownRating } | { ok: false; reason: "malformed" | "deregistered" | "another-location" };

/**
 * What an answer for `locationId` says, or why it cannot be used: not a location record, not this location, a
 * location no longer registered, or a rating without its date or key questions. A single assessment published later
 * than the older framework's report wins; a record with neither is malformed.
 */
export function readLocation(answer: unknown, locationId: string): ReadOutcome {
  const record = objectOf(answer);
  if (!record || typeof record.locationId !== "string") return { ok: false, reason: "malformed" };
  if (record.locationId !== locationId) return { ok: false, reason: "another-location" };
  if (record.registrationStatus === "Deregistered") return { ok: false, reason: "deregistered" };
  const location = { locationId, providerId: record.providerId };
  const older = currentRating(record, location);
  const newer = assessmentRating(record, location);
  // What CQC gave must be whole: a current rating or an assessment that cannot be read makes the answer unusable.
  if (older === "unreadable" || newer === "unreadable") return { ok: false, reason: "malformed" };
  const rating = newer && (!older || (newer.date ?? "") >= (older.date ?? "")) ? newer : older;
  // A record with neither rating is malformed: even a location not yet rated has a current "rating" label.
  return rating ? { ok: true, rating } : { ok: false, reason: "malformed" };
}
