import { isValid, toNormalised } from "postcode";
import { z } from "zod";
import { hasHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { validDate } from "#app/utils/uk-day.ts";

/**
 * What a vacancy is made of, as staff fill it in on /admin/vacancies and as the public pages show it: the choices with
 * their labels, and the check of a posted form (every message says what to do, GOV.UK style). No imports of the
 * server: the admin page's form reads the same labels.
 */

export const roleKinds = {
  "home-carer": "Home carer",
  "live-in-carer": "Live-in carer",
  "support-worker": "Support worker",
  "senior-specialist": "Senior or specialist",
  office: "Office",
} as const;
export type RoleKind = keyof typeof roleKinds;

/** The hours a post offers, each with JobPosting's employmentType (schema.org's values, as Google reads them). */
export const hoursKinds = {
  "full-time": { label: "Full-time", employmentType: ["FULL_TIME"] },
  "part-time": { label: "Part-time", employmentType: ["PART_TIME"] },
  "full-or-part-time": { label: "Full-time or part-time", employmentType: ["FULL_TIME", "PART_TIME"] },
  bank: { label: "Bank (as and when)", employmentType: ["PER_DIEM"] },
} as const;
export type HoursKind = keyof typeof hoursKinds;

export const payUnits = { hour: "per hour", year: "per year" } as const;
export type PayUnit = keyof typeof payUnits;

/** A vacancy's fields, read from the form and as stored (pay in pence). */
export interface VacancyFields {
  title: string;
  roleKind: RoleKind;
  area: string;
  region: string;
  postcode: string;
  hours: HoursKind;
  pattern: string;
  payFromPence: number;
  payToPence: number;
  payUnit: PayUnit;
  drivingNeeded: boolean;
  /** The last UK day it is open: YYYY-MM-DD. */
  closesOn: string;
  description: string;
}

/** The form's fields by name, with the label the page shows (the order of the error summary). */
export const vacancyLabels = {
  title: "Job title",
  roleKind: "Kind of role",
  area: "Town",
  region: "County",
  postcode: "Postcode",
  hours: "Hours",
  pattern: "Hours and pattern",
  payFrom: "Pay from",
  payTo: "Pay to",
  payUnit: "Pay is",
  driving: "Driving needed",
  closesOn: "Closing date",
  description: "Description",
} as const;
export type VacancyFieldName = keyof typeof vacancyLabels;

export const DESCRIPTION_MAX = 6000;
const PAY_MAX_PENCE = 100_000_00; // £100,000 a year: anything more is a typo in a care job's pay.

const text = (label: string, max: number) =>
  z
    .string()
    .default("")
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, `Enter the ${label.toLowerCase()}`)
        .max(max, `${label} must be ${max} characters or fewer`)
        .refine((value) => !hasHiddenCharacters(value), `${label} has a hidden character in it: type it again`),
    );

/** "£12.60", "12.6", "24,000" as pence; anything else is not a sum of money. */
function pence(value: string): number | null {
  const cleaned = value.trim().replace(/^£/, "").replace(/,/g, "");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

const money = (label: string) =>
  z
    .string()
    .default("")
    .transform((value, context) => {
      if (!value.trim()) {
        context.addIssue({ code: "custom", message: `Enter the ${label.toLowerCase()}, like £12.60 or £24,000` });
        return z.NEVER;
      }
      const amount = pence(value);
      if (amount === null || amount <= 0 || amount > PAY_MAX_PENCE) {
        context.addIssue({ code: "custom", message: `${label} must be a sum of money, like £12.60 or £24,000` });
        return z.NEVER;
      }
      return amount;
    });

const choice = <Options extends Record<string, unknown>>(options: Options, message: string) =>
  z.enum(Object.keys(options) as [keyof Options & string, ...(keyof Options & string)[]], { error: message });

const vacancySchema = z.object({
  title: text(vacancyLabels.title, 120),
  roleKind: choice(roleKinds, "Choose the kind of role"),
  area: text(vacancyLabels.area, 80),
  region: text(vacancyLabels.region, 80),
  postcode: z
    .string()
    .default("")
    .transform((value, context) => {
      const squashed = value.replace(/\s+/g, "").toUpperCase();
      if (!isValid(squashed)) {
        context.addIssue({ code: "custom", message: "Enter a full postcode where the work is, like MK9 3AB" });
        return z.NEVER;
      }
      return toNormalised(squashed)!;
    }),
  hours: choice(hoursKinds, "Choose the hours"),
  pattern: text(vacancyLabels.pattern, 200),
  payFrom: money(vacancyLabels.payFrom),
  payTo: money(vacancyLabels.payTo),
  payUnit: choice(payUnits, "Choose whether the pay is per hour or per year"),
  driving: z.enum(["yes", "no"], { error: "Say whether the job needs a driver" }),
  closesOn: z
    .string()
    .default("")
    .refine((value) => validDate(value) !== null, "Enter the closing date as a real date"),
  description: text(vacancyLabels.description, DESCRIPTION_MAX),
});

/** Pay to below pay from, said even when other fields are in error (zod checks a whole object only once it parses). */
function payOrderError(form: Record<string, unknown>): string | undefined {
  const from = typeof form.payFrom === "string" ? pence(form.payFrom) : null;
  const to = typeof form.payTo === "string" ? pence(form.payTo) : null;
  return from !== null && to !== null && to < from ? "Pay to must be the same as or more than pay from" : undefined;
}

export type VacancyCheck =
  { ok: true; fields: VacancyFields } | { ok: false; errors: Partial<Record<VacancyFieldName, string>> };

/**
 * The posted form as a vacancy, or one message per field in error. `today` (the UK day) refuses a closing date already
 * past: such a vacancy would never show.
 */
export function checkVacancy(form: Record<string, unknown>, today: string): VacancyCheck {
  const parsed = vacancySchema.safeParse(form);
  const payOrder = payOrderError(form);
  if (!parsed.success || payOrder) {
    const errors: Partial<Record<VacancyFieldName, string>> = { payTo: payOrder };
    const issues = parsed.success ? [] : parsed.error.issues;
    for (const issue of issues) {
      const name = issue.path[0] as VacancyFieldName;
      errors[name] ??= issue.message;
    }
    return { ok: false, errors: orderedErrors(errors) };
  }
  const value = parsed.data;
  if (value.closesOn < today) return { ok: false, errors: { closesOn: "The closing date must be today or later" } };
  return {
    ok: true,
    fields: {
      title: value.title,
      roleKind: value.roleKind,
      area: value.area,
      region: value.region,
      postcode: value.postcode,
      hours: value.hours,
      pattern: value.pattern,
      payFromPence: value.payFrom,
      payToPence: value.payTo,
      payUnit: value.payUnit,
      drivingNeeded: value.driving === "yes",
      closesOn: value.closesOn,
      description: value.description,
    },
  };
}

/** The errors in the order of the form's fields, so the summary reads top to bottom. */
function orderedErrors(errors: Partial<Record<VacancyFieldName, string>>) {
  const ordered: Partial<Record<VacancyFieldName, string>> = {};
  for (const name of Object.keys(vacancyLabels) as VacancyFieldName[]) if (errors[name]) ordered[name] = errors[name];
  return ordered;
}

/** The form's values for a stored vacancy (pay written back as the office types it). */
export function formValuesOf(fields: VacancyFields): Record<VacancyFieldName, string> {
  return {
    title: fields.title,
    roleKind: fields.roleKind,
    area: fields.area,
    region: fields.region,
    postcode: fields.postcode,
    hours: fields.hours,
    pattern: fields.pattern,
    payFrom: moneyText(fields.payFromPence),
    payTo: moneyText(fields.payToPence),
    payUnit: fields.payUnit,
    driving: fields.drivingNeeded ? "yes" : "no",
    closesOn: fields.closesOn,
    description: fields.description,
  };
}

/** £12.60, £24,000: pence as the office writes money (whole pounds without pence, unless `pennies`: £14.00). */
export function moneyText(pence: number, pennies = pence % 100 !== 0): string {
  const digits = pennies ? 2 : 0;
  return `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** "£12.60 to £14.00 per hour", or "£24,000 per year" when from and to are the same. */
export function payText(fields: Pick<VacancyFields, "payFromPence" | "payToPence" | "payUnit">): string {
  // An hourly rate always shows its pennies (£14.00 an hour), a salary only when it has some.
  const pennies = fields.payUnit === "hour" || undefined;
  const from = moneyText(fields.payFromPence, pennies);
  const range =
    fields.payToPence === fields.payFromPence ? from : `${from} to ${moneyText(fields.payToPence, pennies)}`;
  return `${range} ${payUnits[fields.payUnit]}`;
}
