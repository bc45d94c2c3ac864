import { sql, type Kysely } from "kysely";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * The inbox's word index over names and free text (ADR 0006): FTS5 on SQLite (kept by triggers), a generated tsvector
 * with a GIN index on PostgreSQL. Made by migration 0005 and made again by any migration that changes what is searched;
 * each migration names its own list of `details` keys, so an old one never changes with a new one.
 */

/** The text the word index holds for a row: its name and those details. `row` is "" (a select) or "new." (a trigger). */
function searchedText(dialect: DialectName, row: "" | "new.", details: readonly string[]) {
  const parts =
    dialect === "postgres"
      ? ["coalesce(name, '')", ...details.map((key) => `coalesce(details ->> '${key}', '')`)]
      : [`coalesce(${row}name, '')`, ...details.map((key) => `coalesce(json_extract(${row}details, '$.${key}'), '')`)];
  return sql.raw(parts.join(" || ' ' || "));
}

/** Makes the word index over the name and `details`, filled from every stored row. */
export async function createWordIndex(
  db: Kysely<unknown>,
  dialect: DialectName,
  details: readonly string[],
): Promise<void> {
  if (dialect === "postgres") {
    await sql`alter table submissions add column search_words tsvector generated always as (to_tsvector('simple', ${searchedText(dialect, "", details)})) stored`.execute(
      db,
    );
    await sql`create index submissions_search_words on submissions using gin (search_words)`.execute(db);
    return;
  }
  // Contentless (the text is in submissions already), with deletes allowed; rowid is the submission's id.
  await sql`create virtual table submissions_words using fts5(words, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`insert into submissions_words (rowid, words) select id, ${searchedText(dialect, "", details)} from submissions`.execute(
    db,
  );
  await sql`create trigger submissions_words_insert after insert on submissions begin
    insert into submissions_words (rowid, words) values (new.id, ${searchedText(dialect, "new.", details)});
  end`.execute(db);
  await sql`create trigger submissions_words_update after update of name, details on submissions begin
    delete from submissions_words where rowid = old.id;
    insert into submissions_words (rowid, words) values (new.id, ${searchedText(dialect, "new.", details)});
  end`.execute(db);
  await sql`create trigger submissions_words_delete after delete on submissions begin
    delete from submissions_words where rowid = old.id;
  end`.execute(db);
}

/** Removes the word index (the stored rows are untouched). */
export async function dropWordIndex(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === "postgres") {
    await sql`drop index submissions_search_words`.execute(db);
    await sql`alter table submissions drop column search_words`.execute(db);
    return;
  }
  for (const trigger of ["submissions_words_insert", "submissions_words_update", "submissions_words_delete"]) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table submissions_words`.execute(db);
}
