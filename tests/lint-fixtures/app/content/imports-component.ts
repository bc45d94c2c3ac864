// Breaks "content never imports components", even for a type.
import type { Badge } from "../components/badge/badge.tsx";

export type BadgeElement = ReturnType<typeof Badge>;
