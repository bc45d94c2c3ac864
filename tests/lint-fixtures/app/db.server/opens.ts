// Clean: app/db.server/ importing a driver and its own files.
import { Kysely } from "kysely";
import { url } from "#tests/lint-fixtures/app/db.server/handed-url.ts";

export const open = () => [Kysely.name, url];
