import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export const kept = secret;
