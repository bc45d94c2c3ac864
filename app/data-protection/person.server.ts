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

/** The query the form's two fields make, or the errors by field id. */
export function personQueryOf(
  email: string,
  phone: string,
): { query: PersonQuery } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const emailTerm = email.trim() ? interpretSearch(email) : null;
  const phoneTerm = phone.trim() ? interpretSearch(phone) : null;
  if (!email.trim() && !phone.trim()) errors.email = personMessages.missing;
  if (email.trim() && (emailTerm?.kind !== "email" || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(emailTerm.email)))
    errors.email = personMessages.email;
  if (phone.trim() && phoneTerm?.kind !== "phone") errors.phone = personMessages.phone;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    query: {
      email: emailTerm?.kind === "email" ? emailTerm.email : null,
      phones: phoneTerm?.kind === "phone" ? phoneTerm.phones : [],
    },
  };
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
