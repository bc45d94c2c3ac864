// Breaks "the database knows no configuration": app/db.server/ imports Kysely, drivers and its own files only; its
// caller hands it the URL.
import { settings } from "#tests/lint-fixtures/app/config/settings.server.ts";

export const url = () => settings().DATABASE_URL;
