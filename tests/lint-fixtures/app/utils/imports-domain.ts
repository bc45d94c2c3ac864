// Breaks "folders depend one way": app/utils/ is a low helper below every domain and may import app/config/ only.
import { LINK_HOURS } from "#tests/lint-fixtures/app/auth/link-rules.ts";

export const hours = () => LINK_HOURS;
