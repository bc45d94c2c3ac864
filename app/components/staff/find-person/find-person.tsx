import { Form, useNavigation } from "react-router";
import { ErrorSummary, FormStateProvider, SubmitButton, TextField } from "#app/components/forms/forms.tsx";

/**
 * The data protection page's search (app/routes/admin/data-protection.tsx): a person by e-mail address or phone number,
 * posted so neither lands in a URL. `search` is what was searched for last, shown again with the search's errors.
 */
export function FindPersonForm({
  search,
  errors,
}: {
  search?: { email: string; phone: string };
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  return (
    <section aria-labelledby="find-heading" className="mt-10 max-w-3xl">
      <h2 id="find-heading" className="heading-l">
        Find a person
      </h2>
      <FormStateProvider
        value={{
          idPrefix: "find",
          errors,
          values: search ? { email: search.email, phone: search.phone } : undefined,
          pending: navigation.state === "submitting",
        }}
      >
        <Form method="post" noValidate className="mt-4" data-form="find">
          <ErrorSummary errors={errors} />
          <TextField
            name="email"
            label="Their e-mail address"
            type="email"
            autoComplete="off"
            inputMode="email"
            required={false}
            className="max-w-md"
          />
          <TextField
            name="phone"
            label="Their phone number"
            hint="Either is enough; with both, enquiries with either are found."
            type="tel"
            autoComplete="off"
            required={false}
            className="max-w-xs"
          />
          <SubmitButton>Find</SubmitButton>
        </Form>
      </FormStateProvider>
    </section>
  );
}
