import { Form, useNavigation } from "react-router";
import {
  ErrorSummary,
  FormStateProvider,
  Radios,
  SubmitButton,
  TextArea,
  TextField,
  useErrorTitle,
} from "#app/components/forms/forms.tsx";
import {
  DESCRIPTION_MAX,
  hoursKinds,
  payUnits,
  roleKinds,
  vacancyLabels,
  type VacancyFieldName,
} from "#app/careers/vacancy-fields.ts";

const optionsOf = (choices: Record<string, string | { label: string }>) =>
  Object.entries(choices).map(([value, choice]) => ({
    value,
    label: typeof choice === "string" ? choice : choice.label,
  }));

const groups = ["roleKind", "hours", "payUnit", "driving"] as const;

/**
 * Add a vacancy, or change one (`id`): every field of a job advert, the description in plain text (a blank line starts
 * a paragraph, "- " a list item: staff type no HTML). Errors in the GOV.UK pattern, with what was typed kept.
 */
export function VacancyForm({
  id,
  title,
  values,
  errors = {},
}: {
  id: number | null;
  title: string;
  values?: Record<string, string>;
  errors?: Partial<Record<VacancyFieldName, string>>;
}) {
  const navigation = useNavigation();
  const intent = id === null ? "create" : "update";
  // The title says "Error:" while the form has errors, as the server's page does (with JavaScript the page is not
  // rendered again by the server after the action).
  useErrorTitle(Object.keys(errors).length > 0);
  return (
    <section aria-labelledby="vacancy-form-heading" className="mt-12 max-w-2xl">
      <FormStateProvider
        value={{
          idPrefix: "vacancy",
          errors: errors as Record<string, string>,
          values,
          pending: navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
        }}
      >
        <h2 id="vacancy-form-heading" className="heading-l wrap-anywhere">
          {title}
        </h2>
        <Form method="post" noValidate className="mt-4" data-form="vacancy" key={`${intent}-${id ?? "new"}`}>
          <ErrorSummary errors={errors as Record<string, string>} groups={groups} />
          <input type="hidden" name="intent" value={intent} />
          {id === null ? null : <input type="hidden" name="vacancy" value={id} />}
          <TextField name="title" label={vacancyLabels.title} hint="For example, Home Carer in Bletchley" />
          <Radios name="roleKind" label={vacancyLabels.roleKind} options={optionsOf(roleKinds)} />
          <TextField name="area" label={vacancyLabels.area} hint="Where most of the work is, like Milton Keynes" />
          <TextField name="region" label={vacancyLabels.region} hint="Like Buckinghamshire" />
          <TextField
            name="postcode"
            label={vacancyLabels.postcode}
            hint="A postcode there, like MK9 3AB"
            className="max-w-xs"
          />
          <Radios name="hours" label={vacancyLabels.hours} options={optionsOf(hoursKinds)} />
          <TextField
            name="pattern"
            label={vacancyLabels.pattern}
            hint="For example, 16 to 30 hours a week, mornings and every other weekend"
          />
          <TextField
            name="payFrom"
            label={vacancyLabels.payFrom}
            hint="Like £12.60 or £24,000"
            inputMode="text"
            className="max-w-xs"
          />
          <TextField
            name="payTo"
            label={vacancyLabels.payTo}
            hint="The same as pay from when there is one rate"
            className="max-w-xs"
          />
          <Radios name="payUnit" label={vacancyLabels.payUnit} options={optionsOf(payUnits)} />
          <Radios
            name="driving"
            label="Does the job need a driving licence and a car?"
            options={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ]}
          />
          <TextField
            name="closesOn"
            label={vacancyLabels.closesOn}
            hint="The last day people can apply: it leaves the website at midnight after it"
            type="date"
            className="max-w-xs"
          />
          <TextArea
            name="description"
            label={vacancyLabels.description}
            hint={`Plain text, no HTML. Leave a blank line between paragraphs; start a line with "- " for a list item.`}
            maxLength={DESCRIPTION_MAX}
            rows={12}
          />
          <SubmitButton>{id === null ? "Add vacancy" : "Save changes"}</SubmitButton>
        </Form>
        {id === null ? null : (
          <p className="mt-6">
            <a href="/admin/vacancies" className="font-bold text-brand-700 underline">
              Stop changing this vacancy
            </a>
          </p>
        )}
      </FormStateProvider>
    </section>
  );
}
