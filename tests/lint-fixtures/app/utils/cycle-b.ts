// Breaks "no import cycles": cycle-a.ts and cycle-b.ts import each other.
import { a } from "#tests/lint-fixtures/app/utils/cycle-a.ts";

export const b = [a];
