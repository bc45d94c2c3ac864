// Breaks "nothing that ships to the browser imports server code": a plain file of app/http/ (not *.server) reaches
// the pages, as the request-problem details do.
import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export const problem = () => secret();
