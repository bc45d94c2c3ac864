// Breaks "no Node.js built-ins in the browser": the family tools run in the visitor's browser.
import path from "node:path";

export const tool = () => path.sep;
