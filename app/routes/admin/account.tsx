import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import {
  Confirmation,
  ErrorSummary,
  FormStateProvider,
  SubmitButton,
  TextField,
} from "#app/components/forms/forms.tsx";
import { NewPasswordFields } from "#app/components/staff/new-password-fields/new-password-fields.tsx";
import { RecoveryCodeList } from "#app/components/staff/recovery-code-list/recovery-code-list.tsx";
import { OwnSessions } from "#app/components/staff/own-sessions/own-sessions.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { useBusiness } from "#app/config/use-business.ts";
import { authMessages } from "#app/auth/messages.ts";
import { PASSWORD_MIN_LENGTH } from "#app/auth/password-rules.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { accountAction, accountPage, type AccountActionData, type FormName } from "#app/routes/admin/account.server.ts";

/**
 * One's own account: change the password, see one's sessions and end any or all of them, get new recovery codes. Each
 * change asks for a code from the authenticator app again (ASVS 5.0 V7.5.1, V7.5.2); new recovery codes and a new
 * password also ask for the current password.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("My account", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return accountPage(staffOf(context), context, new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffOf(context);
  return accountAction(staff, await readFormBody(request), { request, context });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const business = useBusiness();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const of = <F extends FormName>(form: F) =>
    actionData?.form === form ? (actionData as Extract<AccountActionData, { form: F }>) : undefined;
  const errorsOf = (form: FormName) => {
    const result = of(form);
    return result?.status === "invalid" ? result.errors : {};
  };
  const messageOf = (form: FormName) => {
    const result = of(form);
    return result?.status === "invalid" ? result.message : undefined;
  };
  const password = of("password");
  const codes = of("codes");
  const sessions = of("sessions");
  return (
    <>
      <h1 className="heading-xl">My account</h1>
      <p className="mt-4">
        Signed in as <strong className="wrap-anywhere">{loaderData.email}</strong>.
      </p>

      <OwnSessions
        sessions={loaderData.sessions}
        errors={errorsOf("sessions")}
        message={messageOf("sessions")}
        ended={sessions?.status === "ended" ? sessions.count : undefined}
        pending={busy("sessions")}
      />

      <section aria-labelledby="password-heading" className="mt-12 max-w-2xl">
        <FormStateProvider value={{ idPrefix: "password", errors: errorsOf("password"), pending: busy("password") }}>
          <h2 id="password-heading" className="heading-l">
            Change your password
          </h2>
          <p className="mt-4">Your other sessions end when you change it.</p>
          <Form method="post" noValidate key={password?.status === "changed" ? "changed" : "form"} data-form="password">
            <div className="mt-4">
              {password?.status === "changed" ? (
                <Confirmation title="Password changed">{authMessages.passwordChanged}</Confirmation>
              ) : null}
              <ErrorSummary errors={errorsOf("password")} message={messageOf("password")} />
            </div>
            <input type="hidden" name="intent" value="password" />
            <TextField
              name="current-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <TextField
              name="password-code"
              label="Code from your authenticator app"
              hint="Or one of your recovery codes."
              autoComplete="one-time-code"
              className="max-w-xs"
            />
            <NewPasswordFields minLength={PASSWORD_MIN_LENGTH} label="New password" />
            <SubmitButton>Change password</SubmitButton>
          </Form>
        </FormStateProvider>
      </section>

      <section aria-labelledby="codes-heading" className="mt-12 max-w-2xl">
        <FormStateProvider value={{ idPrefix: "codes", errors: errorsOf("codes"), pending: busy("renew-codes") }}>
          <h2 id="codes-heading" className="heading-l">
            Recovery codes
          </h2>
          <p className="mt-4">New codes replace the ones you have: the old ones stop working.</p>
          {codes?.status === "renewed" ? (
            <div className="mt-6 border-4 border-brand-700 bg-brand-50 p-4" role="status">
              <h3 className="heading-m">Your new recovery codes</h3>
              <p className="mt-2 font-bold">Save them now: they will not be shown again.</p>
              <RecoveryCodeList codes={codes.codes} siteName={business.tradingName} />
            </div>
          ) : null}
          <Form method="post" noValidate data-form="codes">
            <div className="mt-4">
              <ErrorSummary errors={errorsOf("codes")} message={messageOf("codes")} />
            </div>
            <input type="hidden" name="intent" value="renew-codes" />
            <TextField name="codes-password" label="Current password" type="password" autoComplete="current-password" />
            <TextField
              name="codes-code"
              label="Code from your authenticator app"
              autoComplete="one-time-code"
              inputMode="numeric"
              className="max-w-xs"
            />
            <SubmitButton>Make new recovery codes</SubmitButton>
          </Form>
        </FormStateProvider>
      </section>
    </>
  );
}
