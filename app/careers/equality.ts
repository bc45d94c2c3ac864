import type { Option } from "#app/enquiries/choices.ts";

/**
 * Equality monitoring (issue 27, ADR 0022): the optional questions offered after an application is sent, in the UK
 * civil service's and Skills for Care's style, the ethnic groups, religions and sexual orientations in the ONS 2021
 * census's words for England. The one place that knows them: the form, the check of a post, the stored columns and the
 * admins' counts all read this list. Every question may be left unanswered, and each offers "Prefer not to say".
 *
 * Used in the browser and on the server alike: keep it free of server code.
 */

export const PREFER_NOT_TO_SAY: Option<"prefer-not-to-say"> = {
  value: "prefer-not-to-say",
  label: "Prefer not to say",
};

const withPreferNot = <V extends string>(options: readonly Option<V>[]) => [...options, PREFER_NOT_TO_SAY] as const;

/** Ethnic groups: each option's label starts with its group, as the census asks the group first. */
const ethnicGroups = {
  "Asian or Asian British": [
    ["asian-bangladeshi", "Bangladeshi"],
    ["asian-chinese", "Chinese"],
    ["asian-indian", "Indian"],
    ["asian-pakistani", "Pakistani"],
    ["asian-other", "Any other Asian background"],
  ],
  "Black, Black British, Caribbean or African": [
    ["black-african", "African"],
    ["black-caribbean", "Caribbean"],
    ["black-other", "Any other Black, Black British or Caribbean background"],
  ],
  "Mixed or multiple ethnic groups": [
    ["mixed-white-asian", "White and Asian"],
    ["mixed-white-black-african", "White and Black African"],
    ["mixed-white-black-caribbean", "White and Black Caribbean"],
    ["mixed-other", "Any other Mixed or multiple ethnic background"],
  ],
  White: [
    ["white-british", "English, Welsh, Scottish, Northern Irish or British"],
    ["white-irish", "Irish"],
    ["white-gypsy-traveller", "Gypsy or Irish Traveller"],
    ["white-roma", "Roma"],
    ["white-other", "Any other White background"],
  ],
  "Other ethnic group": [
    ["other-arab", "Arab"],
    ["other-any", "Any other ethnic group"],
  ],
} as const;

export interface EqualityQuestion {
  /** The form field's name. */
  name: string;
  /** The `equality_answers` column that keeps the answer. */
  column:
    "age_band" | "sex" | "gender_same_as_birth" | "disability" | "ethnic_group" | "religion" | "sexual_orientation";
  label: string;
  hint?: string;
  options: readonly Option[];
}

const yesOrNo = withPreferNot([
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
]);

/** The questions, in the form's order. */
export const equalityQuestions: readonly EqualityQuestion[] = [
  {
    name: "ageBand",
    column: "age_band",
    label: "What is your age?",
    options: withPreferNot([
      { value: "16-24", label: "16 to 24" },
      { value: "25-34", label: "25 to 34" },
      { value: "35-44", label: "35 to 44" },
      { value: "45-54", label: "45 to 54" },
      { value: "55-64", label: "55 to 64" },
      { value: "65-plus", label: "65 or over" },
    ]),
  },
  {
    name: "sex",
    column: "sex",
    label: "What is your sex?",
    options: withPreferNot([
      { value: "female", label: "Female" },
      { value: "male", label: "Male" },
    ]),
  },
  {
    name: "genderSameAsBirth",
    column: "gender_same_as_birth",
    label: "Is the gender you identify with the same as your sex registered at birth?",
    options: yesOrNo,
  },
  {
    name: "disability",
    column: "disability",
    label: "Do you consider yourself to have a disability?",
    hint: "The Equality Act 2010 says you are disabled if you have a physical or mental impairment that has a substantial and long-term negative effect on your ability to do normal daily activities.",
    options: yesOrNo,
  },
  {
    name: "ethnicGroup",
    column: "ethnic_group",
    label: "What is your ethnic group?",
    options: withPreferNot(
      Object.entries(ethnicGroups).flatMap(([group, options]) =>
        options.map(([value, label]) => ({ value, label: `${group}: ${label}` })),
      ),
    ),
  },
  {
    name: "religion",
    column: "religion",
    label: "What is your religion?",
    options: withPreferNot([
      { value: "none", label: "No religion" },
      {
        value: "christian",
        label: "Christian (including Church of England, Catholic, Protestant and all other Christian denominations)",
      },
      { value: "buddhist", label: "Buddhist" },
      { value: "hindu", label: "Hindu" },
      { value: "jewish", label: "Jewish" },
      { value: "muslim", label: "Muslim" },
      { value: "sikh", label: "Sikh" },
      { value: "other", label: "Any other religion" },
    ]),
  },
  {
    name: "sexualOrientation",
    column: "sexual_orientation",
    label: "Which of the following best describes your sexual orientation?",
    options: withPreferNot([
      { value: "straight", label: "Straight or heterosexual" },
      { value: "gay-lesbian", label: "Gay or lesbian" },
      { value: "bisexual", label: "Bisexual" },
      { value: "other", label: "Other sexual orientation" },
    ]),
  },
];

/** The answers of one post, by column: a chosen option's value, or null for a question left unanswered. */
export type EqualityAnswers = Record<EqualityQuestion["column"], string | null>;

export const equalityMessage = (question: EqualityQuestion) =>
  `Choose one of the answers to "${question.label}", or leave it blank`;

/**
 * The answers of a post, or the questions whose posted value is none of their options (only a hand-made post can send
 * one: the form offers nothing else). Nothing posted for a question, or an empty value, is "not answered".
 */
export function readEqualityAnswers(
  posted: (name: string) => unknown,
): { answers: EqualityAnswers; errors?: undefined } | { answers?: undefined; errors: Record<string, string> } {
  const answers = {} as EqualityAnswers;
  const errors: Record<string, string> = {};
  for (const question of equalityQuestions) {
    const value = posted(question.name);
    if (value === null || value === undefined || value === "") answers[question.column] = null;
    else if (typeof value === "string" && question.options.some((option) => option.value === value))
      answers[question.column] = value;
    else errors[question.name] = equalityMessage(question);
  }
  return Object.keys(errors).length > 0 ? { errors } : { answers };
}
