// Breaks "folders depend one way": app/auth/queues-mail.server.ts imports app/mail/, so app/mail/ importing app/auth/
// (another file, no cycle between files) would close a circle between the two folders.
import { LINK_HOURS } from "#tests/lint-fixtures/app/auth/link-rules.ts";

export const subject = () => `Your link lasts ${LINK_HOURS} hours`;
