import { sql, type SqlBool } from "kysely";
import type { Queryable } from "#app/db.server/db.server.ts";
import { PHONE_KEY_SQL } from "#app/db.server/migrations/0005-inbox.ts";
import type { StoredFormName } from "#app/db.server/schema.ts";
import { interpretSearch } from "#app/inbox/search.ts";
import { PHONE_NUMBER_MESSAGE } from "#app/utils/phone-number.ts";

/**
 * A person as the data-protection pages find them: by e-mail address, by phone number, or both (every enquiry with
 * either). The phone is matched as the inbox matches it (a number by the forms' rule, in each form it may have been
 * typed in), the address in any case.
 */
export interface PersonQuery {
  email: string | null;
  phones: string[];
}

export const personMessages = {
  missing: "Enter an e-mail address or a phone number",
  email: "Enter an e-mail address in the correct format, like name@example.com",
  phone: PHONE_NUMBER_MESSAGE,
} as const;

const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The e-mail address typed, or its error ("" when the field was left empty). */
function emailOf(email: string): { email: string | null } | { error: string } {
  if (!email.trim()) return { email: null };
  const term = interpretSearch(email);
  return term?.kind === "email" && EMAIL_SHAPE.test(term.email)
    ? { email: term.email }
    : { error: personMessages.email };
}

/** The phone number typed, as the forms of it that are searched for, or its error. */
function phonesOf(phone: string): { phones: string[] } | { error: string } {
  if (!phone.trim()) return { phones: [] };
  const term = interpretSearch(phone);
  return term?.kind === "phone" ? { phones: term.phones } : { error: personMessages.phone };
}

/** The query the form's two fields make, or the errors by field id. */
export function personQueryOf(
  email: string,
  phone: string,
): { query: PersonQuery } | { errors: Record<string, string> } {
  if (!email.trim() && !phone.trim()) return { errors: { email: personMessages.missing } };
  const byEmail = emailOf(email);
  const byPhone = phonesOf(phone);
  const errors: Record<string, string> = {
    ...("error" in byEmail ? { email: byEmail.error } : {}),
    ...("error" in byPhone ? { phone: byPhone.error } : {}),
  };
  if ("error" in byEmail || "error" in byPhone) return { errors };
  return { query: { email: byEmail.email, phones: byPhone.phones } };
}

/** The condition a person's enquiries meet (each side on its own index: lower(email), the phone's digits). */
export function personCondition(query: PersonQuery) {
  const parts = [
    ...(query.email ? [sql<SqlBool>`lower(email) = ${query.email}`] : []),
    ...(query.phones.length ? [sql<SqlBool>`${sql.raw(PHONE_KEY_SQL)} in (${sql.join(query.phones)})`] : []),
  ];
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

export interface PersonRecord {
  id: number;
  form: StoredFormName;
  reference: string | null;
  name: string;
  email: string | null;
  phone: string;
  createdAt: string;
}

/**
 * Every enquiry the query finds, oldest first; with `only`, just those of them whose id is in it (what staff ticked:
 * an id the query does not find is never included, whatever was posted).
 */
export async function findPersonRecords(
  db: Queryable,
  query: PersonQuery,
  only?: readonly number[],
): Promise<PersonRecord[]> {
  if (only?.length === 0) return [];
  let select = db
    .selectFrom("submissions")
    .select(["id", "form", "reference", "name", "email", "phone", "created_at"])
    .where(personCondition(query));
  if (only) select = select.where("id", "in", [...only]);
  const rows = await select.orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({
    id: Number(row.id),
    form: row.form,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
