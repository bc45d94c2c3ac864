// Clean: a shared file of app/inbox/ (it ships to the browser) importing a plain low helper.
import { a } from "#tests/lint-fixtures/app/utils/plain.ts";

export const filter = () => a();
