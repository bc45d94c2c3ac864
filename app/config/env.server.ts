import { z } from "zod";
import {
  businessSettings,
  cqcRatings,
  deriveBusinessDetails,
  type BusinessDetails,
  type BusinessValues,
} from "#app/config/business.ts";

/**
 * Every environment variable the site and its server read, checked in one place and read once: `env()` is the only
 * reader of `process.env` (scripts and tests aside). The production server calls it before it listens, so a bad value
 * stops it at start with one error that names every invalid variable; prerendering at build time reads it too (the
 * business details). An unset or blank variable takes its default. The README's configuration table lists the same
 * variables (a test checks both ways).
 *
 * Plain relative imports with their extension: the server (server/app-server.ts) loads this file through app/db.server/
 * without a bundler.
 */

/** An unset or blank variable is its default (or stays unset when it has none). */
function variable<T extends z.ZodType>(schema: T, fallback?: string) {
  return z.preprocess(
    (raw) => (raw === undefined || (typeof raw === "string" && raw.trim() === "") ? fallback : raw),
    schema,
  );
}

const wholeNumber = (min: number, max: number, unit = "") => {
  const message = `must be a whole number${unit} from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^[0-9]{1,10}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
};

/** At most this many proxies may be trusted: more is a typo rather than a deployment. */
const MAX_PROXY_HOPS = 10;
const trustProxyMessage = `must be the number of reverse proxies in front of the server (0 to ${MAX_PROXY_HOPS}), or false (0) or true (1)`;

const secret = z
  .string()
  .trim()
  .min(16, "must be a long random string (at least 16 characters; for example the output of `openssl rand -hex 32`)");

/** One e-mail address, or several separated by commas: the list, each trimmed. */
const addressList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .refine(
    (addresses) => addresses.length > 0 && addresses.every((address) => z.email().safeParse(address).success),
    "must be an e-mail address, or several separated by commas",
  );

/** Each form as the last part of a per-form variable's name (NOTIFY_TO_CALLBACK, RETENTION_OPEN_MONTHS_CALLBACK, …). */
const formSuffixes = {
  "quick-contact": "QUICK_CONTACT",
  contact: "CONTACT",
  callback: "CALLBACK",
  assessment: "ASSESSMENT",
} as const;
type FormKey = keyof typeof formSuffixes;
type PerForm<Prefix extends string> = { readonly [K in FormKey]: `${Prefix}_${(typeof formSuffixes)[K]}` };
const perForm = <Prefix extends string>(prefix: Prefix) =>
  Object.fromEntries(
    Object.entries(formSuffixes).map(([form, suffix]) => [form, `${prefix}_${suffix}`]),
  ) as PerForm<Prefix>;

/** The same kind of variable under several names. */
function variablesNamed<Name extends string, Schema>(
  names: readonly Name[],
  schema: () => Schema,
): Record<Name, Schema> {
  return Object.fromEntries(names.map((name) => [name, schema()])) as Record<Name, Schema>;
}

/** The staff addresses that hear about one form's enquiries instead of NOTIFY_TO, by form (app/mail/addresses.server.ts). */
export const notifyOverrides = perForm("NOTIFY_TO");
/** How long one form's enquiries are kept instead of the general periods (app/data-protection/policy.server.ts). */
export const retentionOverrides = {
  closed: perForm("RETENTION_CLOSED_MONTHS"),
  open: perForm("RETENTION_OPEN_MONTHS"),
};

/** The server's own settings, by variable name. */
const serverVariables = {
  /** production (the default) or development; test under Vitest. */
  NODE_ENV: variable(
    z.enum(["production", "development", "test"], { error: "must be production, development or test" }),
    "production",
  ),
  PORT: variable(wholeNumber(1, 65_535), "3000"),
  HOST: variable(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.:%-]{1,253}$/, "must be a host name or an IP address, like 127.0.0.1 or ::"),
    "0.0.0.0",
  ),
  /**
   * How many reverse proxies stand in front of the server. The client's address is the one the outermost of them saw:
   * with the X-Forwarded-For entries and then the connection's address in a list, the one `hops` places from its end.
   */
  TRUST_PROXY: variable(
    z
      .string()
      .trim()
      .toLowerCase()
      .transform((value, context) => {
        if (value === "false") return 0;
        if (value === "true") return 1;
        if (/^[0-9]{1,2}$/.test(value) && Number(value) <= MAX_PROXY_HOPS) return Number(value);
        context.addIssue({ code: "custom", message: trustProxyMessage });
        return z.NEVER;
      }),
    "0",
  ),
  /** Unset: the embedded SQLite file (app/db.server/dialect.ts). */
  DATABASE_URL: variable(
    z
      .string()
      .trim()
      .refine(
        (value) => !/^postgres(ql)?:/i.test(value) || (/^postgres(ql)?:\/\//i.test(value) && URL.canParse(value)),
        "must be a postgres:// URL, or the path (or file: URL) of a SQLite file",
      )
      .optional(),
  ),
  /** The site's secret, from which the rate limit's and the signed start times' keys are derived (app/security/secrets.server.ts). */
  SITE_SECRET: variable(secret.optional()),
  /** The older name of SITE_SECRET, still read when SITE_SECRET is not set. */
  RATE_LIMIT_SECRET: variable(secret.optional()),
  RATE_LIMIT_MAX: variable(wholeNumber(1, 100_000), "20"),
  RATE_LIMIT_WINDOW_SECONDS: variable(wholeNumber(1, 86_400, " of seconds"), "600"),
  DUPLICATE_WINDOW_SECONDS: variable(wholeNumber(0, 604_800, " of seconds"), "600"),
  FORM_MIN_FILL_MS: variable(wholeNumber(0, 600_000, " of milliseconds"), "3000"),
  /**
   * Tests only (refused unless NODE_ENV=test): the instant the server's clock reads when it starts, running on from
   * there, so a test can see what a visitor is told at 01:00 on a Saturday (`serverNow`, app/config/clock.server.ts).
   */
  TEST_CLOCK: variable(
    z
      .string()
      .trim()
      .regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
        "must be an ISO 8601 instant with its offset, like 2026-11-28T01:00:00Z",
      )
      .transform((value) => Date.parse(value))
      .refine((value) => !Number.isNaN(value), "must be an ISO 8601 instant with its offset, like 2026-11-28T01:00:00Z")
      .optional(),
  ),
  /** A staff session ends after this long without a request (ADR 0005). */
  STAFF_IDLE_MINUTES: variable(wholeNumber(1, 480, " of minutes"), "30"),
  /** A staff session ends this long after sign-in, however busy (ADR 0005). */
  STAFF_SESSION_HOURS: variable(wholeNumber(1, 24, " of hours"), "12"),
  /**
   * The mail server e-mails go through (ADR 0007): smtp://user:password@host:587 (STARTTLS when the server offers it)
   * or smtps://…:465. Unset: e-mails wait in the outbox, and are sent once it is set.
   */
  SMTP_URL: variable(
    z
      .string()
      .trim()
      .refine(
        (value) => /^smtps?:\/\/[^/]/i.test(value) && URL.canParse(value),
        "must be an smtp:// or smtps:// URL, like smtps://user:password@mail.example.org:465",
      )
      .optional(),
  ),
  /** The sender of every e-mail, "Name <address>" or an address; unset: the provider's name and CONTACT_EMAIL. */
  MAIL_FROM: variable(
    z
      .string()
      .trim()
      .refine(
        (value) => z.email().safeParse(/<([^<>]+)>$/.exec(value)?.[1] ?? value).success && !/[\r\n]/.test(value),
        "must be an e-mail address, or a name and one in angle brackets, like Willowbrook Care <office@example.org>",
      )
      .optional(),
  ),
  /** The staff addresses told of each enquiry; needed once SMTP_URL is set. */
  NOTIFY_TO: variable(addressList.optional()),
  ...variablesNamed(Object.values(notifyOverrides), () => variable(addressList.optional())),
  /** Who is told when an enquiry falls due without a first contact (issue 24); unset: NOTIFY_TO. */
  ESCALATE_TO: variable(addressList.optional()),
  /** Send the visitor a short acknowledgement (their reference and what happens next, nothing they wrote). */
  ACKNOWLEDGE_VISITORS: variable(
    z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true"),
    "false",
  ),
  /** in-process: the server sends the outbox's e-mails itself; off: `npm run worker` does, in a process of its own. */
  MAIL_WORKER: variable(z.enum(["in-process", "off"], { error: "must be in-process or off" }), "in-process"),
  /** How long a worker holds an e-mail it took: if it dies, another sends the e-mail after this. */
  MAIL_LEASE_SECONDS: variable(wholeNumber(2, 3_600, " of seconds"), "120"),
  /** How often a worker looks for due e-mails (a new enquiry wakes the server's own worker at once). */
  MAIL_POLL_SECONDS: variable(wholeNumber(1, 3_600, " of seconds"), "15"),
  /** How long enquiries are kept (ADR 0009): spam from arrival; others from the last time staff worked on them. */
  RETENTION_SPAM_DAYS: variable(wholeNumber(1, 3_650, " of days"), "30"),
  RETENTION_CLOSED_MONTHS: variable(wholeNumber(1, 120, " of months"), "12"),
  RETENTION_OPEN_MONTHS: variable(wholeNumber(1, 120, " of months"), "24"),
  ...variablesNamed([...Object.values(retentionOverrides.closed), ...Object.values(retentionOverrides.open)], () =>
    variable(wholeNumber(1, 120, " of months").optional()),
  ),
  /**
   * The subscription key of CQC's public API (the free "CQC Syndication" product, issue #26): with it the server reads
   * the location's rating once a day and the pages show it; without it nothing is called and CQC_RATING stands.
   */
  CQC_API_KEY: variable(z.string().trim().min(8, "must be the subscription key from CQC's API portal").optional()),
  /** CQC's public API (another address only for tests and local runs against a fake). */
  CQC_API_URL: variable(z.url({ protocol: /^https?$/ }), "https://api.service.cqc.org.uk/public/v1"),
  /** How long the audit log's entries and the records of erasures are kept. */
  AUDIT_RETENTION_YEARS: variable(wholeNumber(1, 20, " of years"), "6"),
  // Job applicants not progressed (issue 27): deleted, CV and notes with them, this many months after the last change.
  RETENTION_APPLICANTS_MONTHS: variable(wholeNumber(1, 120, " of months"), "6"),
};

const ukPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{10,16}$/, "must be a UK phone number of digits and spaces, like 01632 960123");
const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "must be a 24-hour time like 08:00");
const cqcId = z.string().regex(/^1-[0-9]{6,12}$/, "must be a CQC id like 1-123456789");

/** What each business detail must hold (its variable and default are in business.ts). */
const businessSchemas: { [K in keyof BusinessValues]: z.ZodType<BusinessValues[K]> } = {
  providerName: z.string().trim().min(2).max(60),
  mainPhone: ukPhone,
  emergencyPhone: ukPhone,
  supportedLivingPhone: ukPhone,
  carersHelplinePhone: ukPhone,
  email: z.email(),
  addressStreet: z.string().trim().min(3),
  addressTown: z.string().trim().min(2),
  addressPostcode: z
    .string()
    .trim()
    .regex(/^[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}$/i, "must be a UK postcode"),
  officeOpens: time,
  officeCloses: time,
  cqcProviderId: cqcId,
  cqcLocationId: cqcId,
  cqcRating: z.enum(cqcRatings),
  cqcLogoPath: z
    .string()
    .regex(
      /^$|^\/[A-Za-z0-9._/-]+\.(svg|png|webp)$/,
      "must be the path of an image the site serves, like /cqc-logo.svg",
    ),
  reviewsUrl: z.url({ protocol: /^https$/ }),
  siteUrl: z.url({ protocol: /^https?$/ }),
};

const businessFields = Object.keys(businessSettings) as (keyof BusinessValues)[];

/** The business details' variables, by variable name (PHONE_MAIN, SITE_URL, …). */
const businessVariables: Record<string, z.ZodType> = Object.fromEntries(
  businessFields.map((field) => [
    businessSettings[field].env,
    variable(businessSchemas[field], businessSettings[field].fallback),
  ]),
);

const serverSchema = z.object(serverVariables);
const businessSchema = z.object(businessVariables);

/** Every variable the site reads, by name: the schema the configuration is checked against. */
export const envVariables: Readonly<Record<string, z.ZodType>> = { ...serverVariables, ...businessVariables };

/** The checked configuration: each server setting by its variable's name, and the business details. */
export type Env = Readonly<z.output<typeof serverSchema> & { business: BusinessDetails }>;

type Source = Readonly<Record<string, string | undefined>>;

/** "NAME: what is wrong" for each invalid variable of a failed parse. */
function problemsOf(error: z.ZodError | undefined): string[] {
  const byName = new Map<string, string[]>();
  for (const issue of error?.issues ?? []) {
    const name = String(issue.path[0] ?? "?");
    byName.set(name, [...(byName.get(name) ?? []), issue.message]);
  }
  return [...byName].map(([name, messages]) => `${name}: ${messages.join("; ")}`);
}

/** The business details from an environment, or the problems of its business variables. */
export function parseBusinessVariables(source: Source): { details?: BusinessDetails; problems: string[] } {
  const parsed = businessSchema.safeParse(source);
  if (!parsed.success) return { problems: problemsOf(parsed.error) };
  const values = Object.fromEntries(businessFields.map((field) => [field, parsed.data[businessSettings[field].env]]));
  return { details: deriveBusinessDetails(values as unknown as BusinessValues), problems: [] };
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** The configuration an environment gives; throws one EnvError that names every invalid variable and its problem. */
export function readEnv(source: Source): Env {
  const server = serverSchema.safeParse(source);
  const business = parseBusinessVariables(source);
  const problems = [...problemsOf(server.error), ...business.problems];
  if (server.success && server.data.SMTP_URL && !server.data.NOTIFY_TO) {
    problems.push(
      "NOTIFY_TO: must be set when SMTP_URL is set: the staff address (or addresses, separated by commas) told of each enquiry",
    );
  }
  if (server.success && server.data.TEST_CLOCK !== undefined && server.data.NODE_ENV !== "test") {
    problems.push(
      "TEST_CLOCK: only for tests: a server whose clock is not the real time is refused unless NODE_ENV=test",
    );
  }
  if (!server.success || !business.details || problems.length > 0) {
    throw new EnvError(`Invalid configuration in the environment:\n  ${problems.join("\n  ")}`);
  }
  return Object.freeze({ ...server.data, business: business.details });
}

let cached: Env | undefined;

/** This process's configuration, read from `process.env` and checked on the first call (the server's start). */
export function env(): Env {
  cached ??= readEnv(process.env);
  return cached;
}

/** Forget the configuration read, so that the next `env()` reads `process.env` again (tests that stub variables). */
export function resetEnvForTests(): void {
  cached = undefined;
}
