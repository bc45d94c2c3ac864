import { z } from "zod";
import { businessSettings, cqcRatings, deriveBusinessDetails, type BusinessDetails, type BusinessValues } from "./business";

const ukPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{10,16}$/, "must be a UK phone number of digits and spaces, like 01632 960123");
const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "must be a 24-hour time like 08:00");
const cqcId = z.string().regex(/^1-[0-9]{6,12}$/, "must be a CQC id like 1-123456789");

/** What each environment variable must hold. */
const schemas: { [K in keyof BusinessValues]: z.ZodType<BusinessValues[K]> } = {
  providerName: z.string().trim().min(2).max(60),
  mainPhone: ukPhone,
  emergencyPhone: ukPhone,
  supportedLivingPhone: ukPhone,
  carersHelplinePhone: ukPhone,
  email: z.email(),
  addressStreet: z.string().trim().min(3),
  addressTown: z.string().trim().min(2),
  addressPostcode: z.string().trim().regex(/^[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}$/i, "must be a UK postcode"),
  officeOpens: time,
  officeCloses: time,
  cqcProviderId: cqcId,
  cqcLocationId: cqcId,
  cqcRating: z.enum(cqcRatings),
  reviewsUrl: z.url({ protocol: /^https$/ }),
  siteUrl: z.url({ protocol: /^https?$/ }),
};

export class BusinessConfigError extends Error {
  override name = "BusinessConfigError";
}

/** Reads the business details from an environment; throws one error that names every bad variable. */
export function parseBusinessDetails(env: Record<string, string | undefined>): BusinessDetails {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const field of Object.keys(businessSettings) as (keyof BusinessValues)[]) {
    const { env: name, fallback } = businessSettings[field];
    const raw = env[name];
    const result = schemas[field].safeParse(raw === undefined || raw.trim() === "" ? fallback : raw);
    if (result.success) values[field] = result.data;
    else problems.push(`${name}: ${result.error.issues.map((issue) => issue.message).join("; ")}`);
  }
  if (problems.length > 0) {
    throw new BusinessConfigError(`Invalid business details in the environment:\n  ${problems.join("\n  ")}`);
  }
  return deriveBusinessDetails(values as unknown as BusinessValues);
}

let cached: BusinessDetails | undefined;

/** The business details of this server's environment, read and checked once. */
export function getBusinessDetails(): BusinessDetails {
  cached ??= parseBusinessDetails(process.env);
  return cached;
}
