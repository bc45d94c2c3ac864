// Clean: route modules are exempt from the browser rule (React Router strips their server-only exports).
import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export function loader() {
  return { secret: secret() };
}
