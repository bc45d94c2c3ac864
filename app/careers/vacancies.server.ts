import { sql } from "kysely";
import { recordAudit, type AuditAction } from "#app/audit/audit.server.ts";
import { env } from "#app/config/env.server.ts";
import { getDatabase, inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import type { VacancyState } from "#app/db.server/schema.ts";
import { ukToday } from "#app/utils/uk-day.ts";
import type { HoursKind, PayUnit, RoleKind, VacancyFields } from "#app/careers/vacancy-fields.ts";

/**
 * Vacancies in the database (migration 0015): what admins add, change, publish and close at /admin/vacancies, each
 * change with its audit entry in the same transaction, and what the public pages list. A vacancy is open while it is
 * published and its closing date (a UK day) has not passed, so it leaves /careers, its page and the sitemap by itself.
 */

export interface Vacancy extends VacancyFields {
  id: number;
  slug: string;
  state: VacancyState;
  createdAt: string;
  updatedAt: string;
  /** The first time it was published (JobPosting's datePosted); null while a draft. */
  publishedAt: string | null;
  closedAt: string | null;
}

const columns = [
  "id",
  "slug",
  "title",
  "role_kind",
  "area",
  "region",
  "postcode",
  "hours",
  "pattern",
  "pay_from_pence",
  "pay_to_pence",
  "pay_unit",
  "driving_needed",
  "closes_on",
  "description",
  "state",
  "created_at",
  "updated_at",
  "published_at",
  "closed_at",
] as const;

const selectVacancies = (db: Queryable) => db.selectFrom("vacancies").select(columns);
type Row = Awaited<ReturnType<ReturnType<typeof selectVacancies>["executeTakeFirstOrThrow"]>>;

function vacancyOf(row: Row): Vacancy {
  const value = normaliseRow(row);
  return {
    id: value.id as number,
    slug: row.slug,
    title: row.title,
    roleKind: row.role_kind as RoleKind,
    area: row.area,
    region: row.region,
    postcode: row.postcode,
    hours: row.hours as HoursKind,
    pattern: row.pattern,
    payFromPence: Number(row.pay_from_pence),
    payToPence: Number(row.pay_to_pence),
    payUnit: row.pay_unit as PayUnit,
    drivingNeeded: value.driving_needed as boolean,
    closesOn: row.closes_on,
    description: row.description,
    state: row.state,
    createdAt: value.created_at as string,
    updatedAt: value.updated_at as string,
    publishedAt: value.published_at as string | null,
    closedAt: value.closed_at as string | null,
  };
}

const columnsOf = (fields: VacancyFields) => ({
  title: fields.title,
  role_kind: fields.roleKind,
  area: fields.area,
  region: fields.region,
  postcode: fields.postcode,
  hours: fields.hours,
  pattern: fields.pattern,
  pay_from_pence: fields.payFromPence,
  pay_to_pence: fields.payToPence,
  pay_unit: fields.payUnit,
  driving_needed: fields.drivingNeeded,
  closes_on: fields.closesOn,
  description: fields.description,
});

/** The address part made from a title: lower-case words joined by hyphens ("Home Carer – MK" → "home-carer-mk"). */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "vacancy";
}

/** Pages of their own under /careers/: a vacancy given one of these addresses could never be reached. */
const CAREERS_PAGES = ["apply", "equality"];

/**
 * The title's slug, or with -2, -3… after it when another vacancy (of any state, ever) has it, or a careers page of
 * its own does (a vacancy called "Apply" is at /careers/apply-2).
 */
async function freeSlug(db: Queryable, title: string): Promise<string> {
  const base = slugOf(title);
  const stored = await db
    .selectFrom("vacancies")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set([...CAREERS_PAGES, ...stored.map((row) => row.slug)]);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Who changes a vacancy: the admin's account id (their audit entries name them). */
type Actor = { actorId: number };

const audit = (db: Queryable, action: AuditAction, actor: Actor, id: number, now: Date) =>
  recordAudit(db, { action, actorId: actor.actorId, details: { vacancy: id } }, now);

/** A new vacancy, as a draft, with its slug made once from its title. */
export async function createVacancy(
  database: SiteDatabase,
  actor: Actor,
  fields: VacancyFields,
  now: Date,
): Promise<{ id: number; slug: string }> {
  return inTransaction(database, async ({ db }) => {
    const slug = await freeSlug(db, fields.title);
    const at = now.toISOString();
    const { id } = await db
      .insertInto("vacancies")
      .values({ ...columnsOf(fields), slug, state: "draft", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(db, "vacancy-created", actor, Number(id), now);
    return { id: Number(id), slug };
  });
}

/** What a change did: done, or no such vacancy. */
export type VacancyOutcome = "done" | "not-found";

/** New fields for a vacancy; its slug (its address) stays as it was. */
export function updateVacancy(
  database: SiteDatabase,
  actor: Actor,
  id: number,
  fields: VacancyFields,
  now: Date,
): Promise<VacancyOutcome> {
  return change(database, actor, id, now, "vacancy-changed", { ...columnsOf(fields) });
}

/** Listed from now until it is closed or its closing date passes; the first publication is its date posted. */
export function publishVacancy(database: SiteDatabase, actor: Actor, id: number, now: Date): Promise<VacancyOutcome> {
  return change(database, actor, id, now, "vacancy-published", { state: "published", closed_at: null }, true);
}

/** Taken down from /careers, its page and the sitemap at once; it can be published again. */
export function closeVacancy(database: SiteDatabase, actor: Actor, id: number, now: Date): Promise<VacancyOutcome> {
  return change(database, actor, id, now, "vacancy-closed", { state: "closed", closed_at: now.toISOString() });
}

async function change(
  database: SiteDatabase,
  actor: Actor,
  id: number,
  now: Date,
  action: AuditAction,
  values: Partial<ReturnType<typeof columnsOf>> & { state?: VacancyState; closed_at?: string | null },
  firstPublication = false,
): Promise<VacancyOutcome> {
  return inTransaction(database, async ({ db }) => {
    const at = now.toISOString();
    const result = await db
      .updateTable("vacancies")
      .set({
        ...values,
        updated_at: at,
        ...(firstPublication ? { published_at: sql<string>`coalesce(published_at, ${at})` } : {}),
      })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return "not-found";
    await audit(db, action, actor, id, now);
    return "done";
  });
}

/** Every vacancy for the admin page: open and drafts first by closing date, then the rest, newest first. */
export async function listVacancies(db: Queryable): Promise<Vacancy[]> {
  const rows = await selectVacancies(db).orderBy("closes_on", "desc").orderBy("id", "desc").execute();
  return rows.map(vacancyOf);
}

export async function findVacancy(db: Queryable, id: number): Promise<Vacancy | undefined> {
  const row = await selectVacancies(db).where("id", "=", id).executeTakeFirst();
  return row ? vacancyOf(row) : undefined;
}

/** Whether a vacancy is open on the UK day of `now`: published and its closing date today or later. */
export const isOpen = (vacancy: Pick<Vacancy, "state" | "closesOn">, now: Date) =>
  vacancy.state === "published" && vacancy.closesOn >= ukToday(now);

const openVacancies = (db: Queryable, now: Date) =>
  selectVacancies(db).where("state", "=", "published").where("closes_on", ">=", ukToday(now));

/** The open vacancies, the soonest to close first: /careers and the sitemaps. */
export async function listOpenVacancies(db: Queryable, now: Date): Promise<Vacancy[]> {
  const rows = await openVacancies(db, now).orderBy("closes_on").orderBy("id").execute();
  return rows.map(vacancyOf);
}

/**
 * The open vacancy at `/careers/{slug}`, or undefined (unknown, a draft, closed, past its closing date): its page
 * and the application form (`/careers/apply?vacancy=<slug>`) both ask here.
 */
export async function findOpenVacancyBySlug(
  db: Queryable,
  slug: string,
  now: Date = new Date(),
): Promise<Vacancy | undefined> {
  const row = await openVacancies(db, now).where("slug", "=", slug).executeTakeFirst();
  return row ? vacancyOf(row) : undefined;
}

/** The site's database as the public pages read vacancies from it (per request: a change shows at once). */
export const siteVacancyDb = async (): Promise<Queryable> => (await getDatabase(env().DATABASE_URL)).db;
