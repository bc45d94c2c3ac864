// Keeps the folder arrows: app/auth/ may import app/mail/ (an account's invitation is queued as an e-mail).
import { queue } from "#tests/lint-fixtures/app/mail/outbox.server.ts";

export const invite = (address: string) => queue(address);
