import { Form, useNavigation } from "react-router";
import { ErrorSummary, FormStateProvider, Radios, SubmitButton, TextField } from "#app/components/forms/forms.tsx";
import { INVITE_HOURS } from "#app/config/invite-rules.ts";

/** What the staff accounts page's action answered, as far as the invitation form shows it. */
export type InviteResult =
  | { status: "invited"; link: string; email: string; again?: boolean }
  | { status: "invalid"; errors: Record<string, string>; email: string; role: string }
  | { status: "done" | "refused" | "reset-link" };

const roles = [
  { value: "staff", label: "Staff: reads and follows up enquiries" },
  { value: "admin", label: "Admin: also manages staff accounts" },
];

/**
 * Invite someone by e-mail address and role. Once made, the staff page shows the single-use link this once, in its
 * message at the top.
 */
export function InviteForm({ result }: { result?: InviteResult }) {
  const navigation = useNavigation();
  const invalid = result?.status === "invalid" ? result : undefined;
  const errors = invalid?.errors ?? {};
  return (
    <section aria-labelledby="invite-heading" className="mt-12">
      <FormStateProvider
        value={{
          idPrefix: "invite",
          errors,
          values: invalid ? { email: invalid.email, role: invalid.role } : { role: "staff" },
          pending: navigation.state === "submitting" && navigation.formData?.get("intent") === "invite",
        }}
      >
        <h2 id="invite-heading" className="heading-l">
          Invite someone
        </h2>
        <p className="mt-4">
          They get a link that works once, for {INVITE_HOURS} hours, to choose a password and set up their authenticator
          app.
        </p>
        <Form
          method="post"
          noValidate
          className="mt-4"
          data-form="invite"
          key={result?.status === "invited" ? result.link : "invite"}
        >
          <ErrorSummary errors={errors} />
          <input type="hidden" name="intent" value="invite" />
          <TextField
            name="email"
            label="Their email address"
            type="email"
            autoComplete="off"
            inputMode="email"
            className="max-w-md"
          />
          <Radios name="role" label="Role" options={roles} />
          <SubmitButton>Make invitation</SubmitButton>
        </Form>
      </FormStateProvider>
    </section>
  );
}
