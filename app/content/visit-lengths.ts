import type { VisitLength } from "#app/family-tools/care-cost.ts";

/** The spec's visit lengths, in words: the domiciliary page's table of visit options and the cost estimator's choices. */
export const visitLengthCopy: Record<VisitLength, { name: string; length: string; suits: string }> = {
  short: { name: "Short visit", length: "30-60 minutes", suits: "Medication, a meal, help getting up or going to bed" },
  standard: { name: "Standard visit", length: "1-2 hours", suits: "Personal care, meals and light housework together" },
  extended: {
    name: "Extended visit",
    length: "2-4 hours",
    suits: "Outings, appointments, companionship and a break for family carers",
  },
  overnight: {
    name: "Overnight",
    length: "A sleeping or waking night",
    suits: "Reassurance and help during the night",
  },
};
