// Clean: a component may import content (and its types).
import type { BadgeContent } from "#tests/lint-fixtures/app/content/badge.ts";

export function Badge({ content }: { content: BadgeContent }) {
  return <span>{content.label}</span>;
}
