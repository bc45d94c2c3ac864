// Clean: server code may use Node.js built-ins.
import { randomBytes } from "node:crypto";

export function secret(): string {
  return randomBytes(8).toString("hex");
}
