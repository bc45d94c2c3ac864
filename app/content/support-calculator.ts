import type { SupportAnswers, SupportQuestion } from "#app/family-tools/support-level.ts";
import { supportLevels, supportLevelTable } from "#app/content/support-levels.ts";

/** The calculator's questions in the order asked, each option's words typed against the scoring's options. */
export const calculatorQuestions: {
  [Q in SupportQuestion]: { legend: string; options: Record<SupportAnswers[Q], string> };
} = {
  personalCare: {
    legend: "Washing, dressing and personal care",
    options: {
      independent: "I manage on my own",
      reminders: "I need reminders or encouragement",
      "some-help": "I need some hands-on help",
      full: "I need help with all of it",
    },
  },
  meals: {
    legend: "Meals and drinks",
    options: {
      "all-meals": "I make all my own meals",
      simple: "I can make simple meals like a sandwich",
      supervision: "I can cook with someone alongside me",
      "full-support": "Someone needs to make my meals",
    },
  },
  medication: {
    legend: "Medication",
    options: {
      independent: "I take my own medication, or I take none",
      reminders: "I need reminders to take it",
      "some-help": "I need help to take the right dose",
      full: "Someone needs to give me my medication",
    },
  },
  household: {
    legend: "Cleaning, laundry and shopping",
    options: {
      independent: "I do it on my own",
      prompts: "I need prompts or a list",
      "some-help": "I need help with some tasks",
      full: "I need help with all of it",
    },
  },
  money: {
    legend: "Money, bills and letters",
    options: {
      independent: "I manage my own money",
      "some-help": "I need help with bills and letters now and then",
      budgeting: "I need help to budget every week",
      full: "Someone needs to manage my money for me",
    },
  },
  travel: {
    legend: "Getting out and about",
    options: {
      independent: "I travel on my own",
      "familiar-routes": "I travel on my own on routes I know",
      "some-journeys": "I need someone with me for some journeys",
      always: "I need someone with me whenever I go out",
    },
  },
  nightSupport: {
    legend: "Support at night",
    options: {
      none: "I do not need anyone at night",
      "on-call": "I would like someone I can call at night",
      "sleep-in": "I need someone sleeping in the home overnight",
      waking: "I need someone awake through the night",
    },
  },
};

export const calculatorCopy = {
  intro:
    "Answer seven questions to see which level of support might suit you. Your answers stay on this device: they are never sent to us or stored.",
  noScript:
    "The calculator needs JavaScript, which is turned off or has not loaded. Here are the levels of support we offer; call us and we will help you work out which one fits.",
  button: "Show my suggested level",
  noAnswer: "Answer at least one question to see a suggested level",
  resultPrefix: "Suggested level:",
  disclaimer: "This is a rough guide only. Your support is agreed with you after a free assessment.",
  nextStep: { label: "Book a free assessment", href: "/free-assessment#booking-form" },
} as const;

/**
 * Everything the calculator shows, in one record the page's loader hands it: copy travels in the page's data (HTML
 * when prerendered), not in the page's script, which keeps the script under its budget (issue #14).
 */
export const supportCalculatorContent = {
  questions: calculatorQuestions,
  copy: calculatorCopy,
  levels: supportLevels,
  table: supportLevelTable,
};
export type SupportCalculatorContent = typeof supportCalculatorContent;
