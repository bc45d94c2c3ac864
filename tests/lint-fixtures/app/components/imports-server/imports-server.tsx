// Breaks "nothing that ships to the browser imports server code": a *.server module by a relative path.
import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export function Secret() {
  return <span>{secret()}</span>;
}
