// Clean: a form may import the field components.
import { Badge } from "#tests/lint-fixtures/app/components/badge/badge.tsx";

export function SampleForm() {
  return (
    <form>
      <Badge content={{ label: "Sample" }} />
    </form>
  );
}
