import { secret } from "#tests/lint-fixtures/app/utils/secret.server";

export const noExtension = secret;
