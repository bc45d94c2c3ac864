// Clean: a form may import the field components.
import { Badge } from "../../components/badge/badge.tsx";

export function SampleForm() {
  return (
    <form>
      <Badge content={{ label: "Sample" }} />
    </form>
  );
}
