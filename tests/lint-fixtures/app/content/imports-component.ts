// Breaks "content never imports components", even for a type.
import type { Badge } from "#tests/lint-fixtures/app/components/badge/badge.tsx";

export type BadgeElement = ReturnType<typeof Badge>;
