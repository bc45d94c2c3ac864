// Breaks "no import cycles": cycle-a.ts and cycle-b.ts import each other.
import { b } from "./cycle-b.ts";

export const a = () => b.length;
