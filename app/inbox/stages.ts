/**
 * Where an enquiry is in a family's journey (issue 24, ADR 0016), and the calls staff log on it: the stored values and
 * the words staff and families read, in one place. This file ships to the browser, which never sees the database's
 * schema; inbox.server.ts hands these values to its queries, so a value the schema lacks is a type error.
 *
 * New → Contacted → Assessment booked → Care started, or Not going ahead with a reason. Rows migrated from the old
 * status "closed" are Not going ahead with no reason recorded (migration 0012); every other Not going ahead has one.
 */
export const statuses = ["new", "contacted", "assessment-booked", "care-started", "not-going-ahead"] as const;
export type InboxStatus = (typeof statuses)[number];
export const statusLabels: Record<InboxStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "assessment-booked": "Assessment booked",
  "care-started": "Care started",
  "not-going-ahead": "Not going ahead",
};

/**
 * The stages that are still work for the office, in the order the To do view lists them: families not reached yet
 * first (their first call is what the site promises), then those to book an assessment for, then those booked. Care
 * started and Not going ahead are finished.
 */
export const todoStatuses = ["new", "contacted", "assessment-booked"] as const satisfies readonly InboxStatus[];
export const isTodoStatus = (status: InboxStatus): boolean => (todoStatuses as readonly InboxStatus[]).includes(status);

/** The stage whose enquiries are finished without care: retention keeps them for the shorter "closed" period. */
export const CLOSED_STATUS = "not-going-ahead" satisfies InboxStatus;

/** Why an enquiry is not going ahead (`submissions.stage_reason`). */
export const stageReasons = [
  "out-of-area",
  "another-provider",
  "funding",
  "no-longer-needed",
  "could-not-reach",
] as const;
export type StageReason = (typeof stageReasons)[number];
export const stageReasonLabels: Record<StageReason, string> = {
  "out-of-area": "Out of our area",
  "another-provider": "Chose another provider",
  funding: "Funding",
  "no-longer-needed": "No longer needed",
  "could-not-reach": "Could not reach them",
};

/** The stage in words, with the reason when not going ahead: "Not going ahead (chose another provider)". */
export function stageText(status: InboxStatus, reason: StageReason | null): string {
  if (status !== "not-going-ahead") return statusLabels[status];
  return `${statusLabels[status]} (${reason ? stageReasonLabels[reason].toLowerCase() : "reason not recorded"})`;
}

/**
 * The stage as one choice, as the enquiry page's one "Stage" control offers it: "contacted", or "not-going-ahead:funding"
 * (not going ahead always with its reason, so one choice is always a whole stage that can be saved at once). Rows
 * migrated from "closed" have no reason: "not-going-ahead" alone stands for that stored stage and is never offered.
 */
export function stageChoiceOf(status: InboxStatus, reason: StageReason | null): string {
  return status === "not-going-ahead" && reason ? `${status}:${reason}` : status;
}

/** The stage a choice stands for, or null when it is none (not going ahead without a known reason included). */
export function stageOfChoice(choice: string): { status: InboxStatus; reason: StageReason | null } | null {
  const [status, reason, ...rest] = choice.split(":");
  if (rest.length > 0) return null;
  if (status === "not-going-ahead") {
    const known = stageReasons.find((value) => value === reason);
    return known ? { status, reason: known } : null;
  }
  const known = statuses.find((value) => value === status);
  return known && reason === undefined ? { status: known, reason: null } : null;
}

/** Every stage that can be chosen, in the journey's order, each reason of not going ahead a choice of its own. */
export const stageChoices: readonly { value: string; label: string }[] = [
  ...statuses
    .filter((status) => status !== "not-going-ahead")
    .map((status) => ({ value: status, label: statusLabels[status] })),
  ...stageReasons.map((reason) => ({
    value: stageChoiceOf("not-going-ahead", reason),
    label: stageText("not-going-ahead", reason),
  })),
];

/** How a call to the family went (`contact_attempts.outcome`). */
export const callOutcomes = ["reached", "no-answer", "left-message", "wrong-number"] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export const callOutcomeLabels: Record<CallOutcome, string> = {
  reached: "Reached",
  "no-answer": "No answer",
  "left-message": "Left a message",
  "wrong-number": "Wrong number",
};
