// Breaks "nothing that ships to the browser imports server code": a Node.js built-in.
import { readFileSync } from "node:fs";

export function FileText({ path }: { path: string }) {
  return <pre>{readFileSync(path, "utf8")}</pre>;
}
