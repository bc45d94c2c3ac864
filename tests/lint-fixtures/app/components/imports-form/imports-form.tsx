// Breaks "components never import app/forms/": the frame should receive the form as a prop.
import { SampleForm } from "#tests/lint-fixtures/app/forms/sample/sample-form.tsx";

export function Frame() {
  return <SampleForm />;
}
