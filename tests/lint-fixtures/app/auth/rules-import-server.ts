// Breaks "nothing that ships to the browser imports server code": a shared file of app/auth/ (its messages and rules
// reach the pages) importing a *.server module.
import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export const rule = () => secret();
