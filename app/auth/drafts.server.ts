import type { Queryable as Db, SiteDatabase } from "#app/db.server/db.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { openSecret, sealSecret } from "#app/security/secret-box.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";
import { DRAFT_MINUTES, KEEP_DRAFT_FIELD, type RestoredDraft } from "#app/http/kept-drafts.ts";
import { pagePathOf, safeReturnPath } from "#app/auth/return-path.ts";

/**
 * No lost note (issue 25): the text of a staff form sent after its session ended is kept, sealed with a key of its own
 * (AES-256-GCM, secret-box), for that account and that page only, for DRAFT_MINUTES at most; never in a URL or a log.
 * Signed in again as the same person, the page takes it back (once: the row goes as it is read). Another account finds
 * nothing. Expired rows are deleted as they are met and by the daily run.
 */

/** Longer texts than any staff form takes are not kept (the note's own limit is lower). */
const MAX_DRAFT_CHARS = 20_000;
const FIELD_NAME = /^[a-z][a-z-]{0,39}$/;

const draftKey = (database: SiteDatabase) => keyFor("staff-draft", database);

/** Keeps (or replaces) the account's text for a page, sealed, until DRAFT_MINUTES from now. */
export async function keepDraft(
  database: SiteDatabase,
  accountId: number,
  page: string,
  draft: RestoredDraft,
  now: Date,
): Promise<void> {
  const sealed = sealSecret(await draftKey(database), new TextEncoder().encode(JSON.stringify(draft)));
  const expiresAt = new Date(now.getTime() + DRAFT_MINUTES * 60_000).toISOString();
  // Others' drafts past their time go as this one is kept (and with the daily run): none outlives it for long.
  await deleteExpiredDrafts(database.db, now);
  await database.db
    .insertInto("staff_drafts")
    .values({ account_id: accountId, page, sealed, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(["account_id", "page"]).doUpdateSet({ sealed, expires_at: expiresAt }))
    .execute();
}

/**
 * The account's text for a page, if one is kept and not expired; the row is deleted either way, so it comes back once.
 * One that fails to open (changed, or sealed under another secret) is nothing.
 */
export async function takeDraft(
  database: SiteDatabase,
  accountId: number,
  page: string,
  now: Date,
): Promise<RestoredDraft | null> {
  const row = await database.db
    .deleteFrom("staff_drafts")
    .where("account_id", "=", accountId)
    .where("page", "=", page)
    .returning(["sealed", "expires_at"])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  try {
    const draft: unknown = JSON.parse(new TextDecoder().decode(openSecret(await draftKey(database), row.sealed)));
    return isDraft(draft) ? draft : null;
  } catch {
    return null;
  }
}

const isDraft = (value: unknown): value is RestoredDraft =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RestoredDraft).field === "string" &&
  typeof (value as RestoredDraft).text === "string";

/** The page a draft belongs to: the path it was posted to (never its query), under /admin. */
const pageOf = (request: Request) => safeReturnPath(pagePathOf(new URL(request.url)));

/** The signed-in person's text kept for the page this request loads, taken (see takeDraft). */
export const takeDraftOfPage = (database: SiteDatabase, accountId: number, request: Request, now: Date) =>
  takeDraft(database, accountId, pageOf(request), now);

/** Deletes every expired draft; how many went. */
export async function deleteExpiredDrafts(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom("staff_drafts").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A staff form posted after its session ended (the guard knows whose it was): when the form asks for it
 * (KEEP_DRAFT_FIELD names its text field) and the text is not empty, it is kept for that account and page. Anything
 * unreadable keeps nothing: the person is sent to sign in all the same.
 */
export async function keepPostedDraft(
  database: SiteDatabase,
  request: Request,
  accountId: number,
  now: Date,
): Promise<void> {
  if (request.method !== "POST") return;
  let body: URLSearchParams | FormData;
  try {
    body = await readFormBody(request);
  } catch {
    return;
  }
  const field = body.get(KEEP_DRAFT_FIELD);
  if (typeof field !== "string" || !FIELD_NAME.test(field)) return;
  const text = body.get(field);
  if (typeof text !== "string" || text.trim() === "" || text.length > MAX_DRAFT_CHARS) return;
  await keepDraft(database, accountId, pageOf(request), { field, text }, now);
}
