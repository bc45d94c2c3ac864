import type { VacancyFields } from "#app/careers/vacancy-fields.ts";

/** A vacancy's fields as stored, closing on `closesOn`; the rest as an office would fill them. */
export const sampleVacancy = (overrides: Partial<VacancyFields> = {}): VacancyFields => ({
  title: "Home Carer in Bletchley",
  roleKind: "home-carer",
  area: "Bletchley",
  region: "Buckinghamshire",
  postcode: "MK2 2AB",
  hours: "part-time",
  pattern: "16 to 30 hours a week, mornings and every other weekend",
  payFromPence: 1260,
  payToPence: 1400,
  payUnit: "hour",
  drivingNeeded: true,
  closesOn: "2026-12-31",
  description: "You visit people at home.\n\nYou will:\n- help people wash and dress\n- cook meals",
  ...overrides,
});

/** The same vacancy as the admin form posts it. */
export const sampleVacancyForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: "Home Carer in Bletchley",
  roleKind: "home-carer",
  area: "Bletchley",
  region: "Buckinghamshire",
  postcode: "mk2 2ab",
  hours: "part-time",
  pattern: "16 to 30 hours a week, mornings and every other weekend",
  payFrom: "£12.60",
  payTo: "14",
  payUnit: "hour",
  driving: "yes",
  closesOn: "2026-12-31",
  description: "You visit people at home.\n\nYou will:\n- help people wash and dress\n- cook meals",
  ...overrides,
});
