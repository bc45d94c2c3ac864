import { Form, useNavigation } from "react-router";
import {
  Confirmation,
  EmailField,
  ErrorSummary,
  FormStateProvider,
  SubmitButton,
  TextArea,
  TextField,
} from "#app/components/forms/forms.tsx";
import { NewPasswordFields } from "#app/components/staff/new-password-fields/new-password-fields.tsx";

/** The sign-in page's two forms (app/routes/_auth/auth.tsx), each in its own tab: Login and Sign Up. */

/** What the sign-in page's action answered, for the form it came from. */
export interface SignInFormResult {
  status: "problem" | "requested";
  message?: string;
  errors: Record<string, string>;
  /** The address typed, shown again after a problem (a password never is). */
  email?: string;
  /** A request's name and reason, shown again after a problem. */
  name?: string;
  reason?: string;
}

/** Whether this form, named by its hidden `intent`, is the one being sent. */
function usePending(intent: "login" | "sign-up") {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * Email address and password: the first step of signing in, and what to do about a forgotten password (there is no
 * self-service reset: an admin makes a single-use link, valid `resetHours`, e-mailed to the person).
 */
export function LoginForm({ result, resetHours }: { result?: SignInFormResult; resetHours: number }) {
  const pending = usePending("login");
  const errors = result?.errors ?? {};
  return (
    <FormStateProvider value={{ idPrefix: "login", errors, values: { email: result?.email ?? "" }, pending }}>
      <Form method="post" noValidate aria-labelledby="login-heading" data-form="login">
        <h2 id="login-heading" className="heading-l">
          Login
        </h2>
        <div className="mt-4">
          <ErrorSummary errors={errors} message={result?.message} />
        </div>
        <input type="hidden" name="intent" value="login" />
        <TextField name="email" label="Email address" type="email" autoComplete="username" inputMode="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <SubmitButton>Sign in</SubmitButton>
      </Form>
      <h3 className="heading-m mt-8">Forgotten your password?</h3>
      <p className="mt-2" data-forgotten-password>
        Ask an administrator to make you a password-reset link. It is e-mailed to you and works once, for {resetHours}{" "}
        hours. You choose a new password with it, then sign in with the new password and your authenticator app.
      </p>
    </FormStateProvider>
  );
}

/**
 * A request for a staff account; once made, `requestedText` says to check the e-mail. The password rules are auth's:
 * the page hands over their minimum length.
 */
export function SignUpForm({
  result,
  requestedText,
  passwordMinLength,
  reasonMaxLength,
}: {
  result?: SignInFormResult;
  requestedText: string;
  passwordMinLength: number;
  reasonMaxLength: number;
}) {
  const pending = usePending("sign-up");
  const requested = result?.status === "requested";
  const errors = result?.errors ?? {};
  return (
    <FormStateProvider
      value={{
        idPrefix: "sign-up",
        errors,
        values: requested ? {} : { name: result?.name ?? "", email: result?.email ?? "", reason: result?.reason ?? "" },
        pending,
      }}
    >
      {/* A new form after a request, so the browser shows empty fields (spec: the sign-up fields are cleared). */}
      <Form
        method="post"
        noValidate
        aria-labelledby="sign-up-heading"
        data-form="sign-up"
        key={requested ? "sent" : "new"}
      >
        <h2 id="sign-up-heading" className="heading-l">
          Sign Up
        </h2>
        <p className="mt-4">
          Ask for a staff account. You confirm the request from your email, an administrator approves it, and then you
          sign in and set up an authenticator app on your phone.
        </p>
        <div className="mt-4">
          {requested ? <Confirmation title="Check your email">{requestedText}</Confirmation> : null}
          <ErrorSummary errors={errors} message={result?.message} />
        </div>
        <input type="hidden" name="intent" value="sign-up" />
        <TextField name="name" label="Full name" autoComplete="name" />
        <EmailField />
        <TextArea
          name="reason"
          label="Why you need access"
          hint="For example your job here and who you work with. The administrator who approves requests reads this."
          maxLength={reasonMaxLength}
          counter
          rows={3}
        />
        <NewPasswordFields minLength={passwordMinLength} />
        <SubmitButton>Ask for access</SubmitButton>
      </Form>
    </FormStateProvider>
  );
}
