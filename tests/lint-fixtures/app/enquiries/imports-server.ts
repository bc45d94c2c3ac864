// Breaks "nothing that ships to the browser imports server code": the enquiry model's field lists and schemas load in
// the browser when a visitor first focuses a form.
import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export const fields = () => secret();
