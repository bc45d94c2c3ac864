// Breaks "no import cycles": cycle-a.ts and cycle-b.ts import each other.
import { b } from "#tests/lint-fixtures/app/utils/cycle-b.ts";

export const a = () => b.length;
