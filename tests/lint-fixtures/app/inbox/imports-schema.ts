// Breaks "nothing that ships to the browser imports server code": app/inbox/'s shared filter code reaches the staff
// pages, so it may not read the database's schema, even for a type.
import type { StoredFormName } from "#app/db.server/schema.ts";

export const firstForm: StoredFormName = "contact";
