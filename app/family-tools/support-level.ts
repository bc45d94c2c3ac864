/**
 * The Support Level Calculator's scoring, run in the browser only: nothing here is sent anywhere.
 *
 * Each answer scores 0 (independent) to 3 (needs full support). Needing someone in the home overnight (a sleep-in or
 * a waking night) means support round the clock whatever the other answers. Otherwise the total of the answers picks
 * the level: 0-6 low (2-10 hours a week), 7-12 moderate (10-35 hours), 13 or more high (35+ hours).
 */
export const answerPoints = {
  personalCare: { independent: 0, reminders: 1, "some-help": 2, full: 3 },
  meals: { "all-meals": 0, simple: 1, supervision: 2, "full-support": 3 },
  medication: { independent: 0, reminders: 1, "some-help": 2, full: 3 },
  household: { independent: 0, prompts: 1, "some-help": 2, full: 3 },
  money: { independent: 0, "some-help": 1, budgeting: 2, full: 3 },
  travel: { independent: 0, "familiar-routes": 1, "some-journeys": 2, always: 3 },
  nightSupport: { none: 0, "on-call": 1, "sleep-in": 3, waking: 3 },
} as const;

export type SupportQuestion = keyof typeof answerPoints;
export type SupportAnswers = { [Q in SupportQuestion]: keyof (typeof answerPoints)[Q] };
export type SupportLevel = "low" | "moderate" | "high" | "round-the-clock";

export const supportQuestions = Object.keys(answerPoints) as SupportQuestion[];

export const MODERATE_FROM = 7;
export const HIGH_FROM = 13;

function pointsFor<Q extends SupportQuestion>(question: Q, answer: SupportAnswers[Q] | undefined): number {
  if (answer === undefined) return 0;
  return (answerPoints[question] as Record<string, number>)[answer as string] ?? 0;
}

/** The total score of the answers given; a question not answered counts as needing no support. */
export function supportScore(answers: Partial<SupportAnswers>): number {
  return supportQuestions.reduce((total, question) => total + pointsFor(question, answers[question]), 0);
}

/** True when at least one question is answered: fewer is no basis for a suggestion. */
export function hasAnyAnswer(answers: Partial<SupportAnswers>): boolean {
  return supportQuestions.some((question) => answers[question] !== undefined);
}

export function suggestSupportLevel(answers: Partial<SupportAnswers>): SupportLevel {
  if (answers.nightSupport === "sleep-in" || answers.nightSupport === "waking") return "round-the-clock";
  const score = supportScore(answers);
  if (score >= HIGH_FROM) return "high";
  if (score >= MODERATE_FROM) return "moderate";
  return "low";
}

/** Reads the calculator form's radio buttons into answers, ignoring anything that is not a known option. */
export function answersFromForm(entries: Iterable<[string, unknown]>): Partial<SupportAnswers> {
  const answers: Partial<Record<SupportQuestion, string>> = {};
  for (const [name, value] of entries) {
    if (name in answerPoints && typeof value === "string" && value in answerPoints[name as SupportQuestion]) {
      answers[name as SupportQuestion] = value;
    }
  }
  return answers as Partial<SupportAnswers>;
}
