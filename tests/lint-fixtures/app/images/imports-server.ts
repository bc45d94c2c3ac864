// Breaks "nothing that ships to the browser imports server code": app/images/ ships its picture types and resolver.
import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export const picture = () => secret();
