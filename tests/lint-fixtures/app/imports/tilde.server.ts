import { secret } from "~/utils/secret.server.ts";

export const tilde = secret;
