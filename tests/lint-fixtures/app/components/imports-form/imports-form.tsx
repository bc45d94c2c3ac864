// Breaks "components never import app/forms/": the frame should receive the form as a prop.
import { SampleForm } from "../../forms/sample/sample-form.tsx";

export function Frame() {
  return <SampleForm />;
}
