// Clean: app/mail/ importing a low helper it may use (app/utils/).
import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export const queue = (address: string) => `${address}:${secret()}`;
