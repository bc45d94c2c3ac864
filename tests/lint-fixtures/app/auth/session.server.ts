// Clean: a server module of app/auth/ may import other server modules and Node.js built-ins.
import { randomBytes } from "node:crypto";
import { secret } from "#tests/lint-fixtures/app/utils/secret.server.ts";

export const token = () => `${secret()}${randomBytes(1).toString("hex")}`;
