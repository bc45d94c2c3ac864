import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import type { StaffMember } from "#app/auth/guard.server.ts";
import type { Queryable, SiteDatabase } from "#app/db.server/db.server.ts";
import type { StaffRole, StaffState, StoredFormName } from "#app/db.server/schema.ts";

/**
 * What the unit tests of a staff page's server module hand it: the staff member (as the /admin guard gives it), a
 * route context, requests, an account and an enquiry's row made straight in the test database, and what a thrown or
 * returned answer holds.
 */

export async function insertAccount(
  db: Queryable,
  email: string,
  {
    role = "staff",
    state = "active",
    recruiter = false,
  }: { role?: StaffRole; state?: StaffState; recruiter?: boolean } = {},
): Promise<number> {
  const { id } = await db
    .insertInto("staff_accounts")
    .values({ email, password_hash: null, role, state, recruiter, created_at: new Date(0).toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

export function staffMember(
  database: SiteDatabase,
  account: { id: number; email: string; role?: StaffRole; recruiter?: boolean },
): StaffMember {
  return {
    session: {
      id: "session",
      account: {
        id: account.id,
        email: account.email,
        role: account.role ?? "staff",
        recruiter: account.recruiter ?? false,
        state: "active",
        mfaEnrolled: true,
      },
      createdAt: new Date(),
      idleEndsAt: new Date(Date.now() + 30 * 60_000),
      secondFactor: true,
    },
    deps: { database },
  };
}

/** An enquiry's row, as the storage code would make it. */
export async function insertEnquiry(
  db: Queryable,
  spec: {
    form?: StoredFormName;
    name?: string;
    details?: Record<string, unknown>;
    createdAt?: string;
    isSpam?: boolean;
  } = {},
): Promise<number> {
  const createdAt = spec.createdAt ?? "2026-01-01T09:00:00.000Z";
  const { id } = await db
    .insertInto("submissions")
    .values({
      form: spec.form ?? "contact",
      reference: null,
      name: spec.name ?? "Ada Lovelace",
      phone: "01632 960000",
      email: "ada@example.org",
      postcode: null,
      urgency: null,
      details: JSON.stringify(spec.details ?? {}),
      created_at: createdAt,
      consent_given: true,
      consent_given_at: createdAt,
      consent_text: "I agree to be contacted.",
      origin_page: "/contact",
      is_spam: spec.isSpam ?? false,
      spam_reason: spec.isSpam ? "honeypot" : null,
      read: false,
      status: "new",
      assigned_to: null,
      dedupe_key: randomUUID(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

export const newContext = () => new RouterContextProvider();

export const get = (url: string) => new Request(new URL(url, "http://localhost"));

export const post = (url: string, form: Record<string, string> | URLSearchParams) =>
  new Request(new URL(url, "http://localhost"), {
    method: "POST",
    body: form instanceof URLSearchParams ? form : new URLSearchParams(form),
  });

/** What an awaited call threw (it must throw). */
export async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

/** A redirect's status and where it goes. */
export function redirectOf(value: unknown): { status: number; location: string | null } {
  if (!(value instanceof Response)) throw new Error("not a redirect");
  return { status: value.status, location: value.headers.get("Location") };
}
