import { randomUUID } from "node:crypto";
import type { Queryable } from "#app/db.server/db.server.ts";
import type { StoredFormName, SubmissionStatus } from "#app/db.server/schema.ts";

/**
 * Enquiries written straight into `submissions` with the times a test chooses (arrival, due, first contact), for the
 * tests of what is counted over them (escalation, reports). Each has a name, phone and postcode of its own, so a test
 * can look for them where they must never be.
 */
export interface SeededEnquiry {
  form?: StoredFormName;
  createdAt: number;
  dueAt: number;
  firstContactedAt?: number | null;
  status?: SubmissionStatus;
  spam?: boolean;
  originPage?: string;
  reference?: string | null;
  name?: string;
  phone?: string;
  postcode?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function seedEnquiry(db: Queryable, enquiry: SeededEnquiry): Promise<number> {
  const row = await db
    .insertInto("submissions")
    .values({
      form: enquiry.form ?? "contact",
      reference: enquiry.reference ?? null,
      name: enquiry.name ?? `Seeded ${randomUUID().slice(0, 8)}`,
      phone: enquiry.phone ?? "01632 960123",
      email: null,
      postcode: enquiry.postcode ?? "MK9 3XS",
      urgency: null,
      details: JSON.stringify({ message: "Mum needs help with her medication after a fall." }),
      status: enquiry.status ?? "new",
      created_at: iso(enquiry.createdAt),
      last_activity_at: iso(enquiry.createdAt),
      due_at: iso(enquiry.dueAt),
      first_contacted_at: enquiry.firstContactedAt == null ? null : iso(enquiry.firstContactedAt),
      consent_given: true,
      consent_given_at: iso(enquiry.createdAt),
      consent_text: "I agree.",
      origin_page: enquiry.originPage ?? "/contact",
      is_spam: enquiry.spam ?? false,
      spam_reason: enquiry.spam ? "honeypot" : null,
      dedupe_key: randomUUID(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
