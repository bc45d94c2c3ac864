import { Form, Link, useNavigation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/set-up";
import { ErrorSummary, FormStateProvider, SubmitButton, TextField } from "#app/components/forms/forms.tsx";
import { RecoveryCodeList } from "#app/components/staff/recovery-code-list/recovery-code-list.tsx";
import { TotpKey } from "#app/components/staff/totp-key/totp-key.tsx";
import { useBusiness } from "#app/config/use-business.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { setUpAction, setUpPage } from "#app/routes/_auth/set-up.server.ts";

/**
 * Setting up the authenticator app, before any staff page opens: a QR code and the key as text, confirmed with a first
 * code; then the ten recovery codes, shown this once.
 */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta("Set up your authenticator app", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  return setUpPage(args);
}

/** With JavaScript the page is not loaded again after the action: the recovery codes it shows would be lost. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "recoveryCodes" in actionResult ? false : defaultShouldRevalidate;

export async function action(args: Route.ActionArgs) {
  return setUpAction(args);
}

export default function SetUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData && "recoveryCodes" in actionData)
    return <RecoveryCodes codes={actionData.recoveryCodes} returnTo={actionData.returnTo} />;
  if (loaderData.enrolled) return null;
  const errors = actionData?.errors ?? {};
  return (
    <FormStateProvider value={{ idPrefix: "set-up", errors, pending: navigation.state === "submitting" }}>
      <h1 className="heading-xl">Set up your authenticator app</h1>
      <p className="mt-4">
        Every staff account uses a second step to sign in, because enquiries hold people&rsquo;s health details. You
        need an authenticator app on your phone, such as Microsoft Authenticator, Google Authenticator or 2FAS.
      </p>
      <ol className="mt-6 list-decimal space-y-6 pl-6">
        <li>
          <p>In the app, add an account and scan this QR code. On the phone with the app, use the link below it.</p>
          <div
            className="mt-4 w-56 max-w-full border-4 border-white bg-white"
            role="img"
            aria-label="QR code of the key for your authenticator app"
          >
            <div className="[&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: loaderData.qrCode }} />
          </div>
          <TotpKey groups={loaderData.keyGroups} uri={loaderData.keyUri} email={loaderData.email} />
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows, to check it is set up.</p>
          <Form method="post" noValidate data-form="set-up">
            <div className="mt-4">
              <ErrorSummary errors={errors} message={actionData?.message} />
            </div>
            <TextField
              name="code"
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              className="max-w-xs"
            />
            <SubmitButton>Turn on</SubmitButton>
          </Form>
        </li>
      </ol>
      <Form method="post" action="/auth/logout" className="mt-10">
        <button type="submit" name="intent" value="logout" className="font-bold text-brand-700 underline">
          Cancel and sign out
        </button>
      </Form>
    </FormStateProvider>
  );
}

function RecoveryCodes({ codes, returnTo }: { codes: string[]; returnTo: string }) {
  const business = useBusiness();
  return (
    <>
      <h1 className="heading-xl" tabIndex={-1} autoFocus>
        Save your recovery codes
      </h1>
      <p className="mt-4">
        Your authenticator app is set up. If you lose your phone, each of these codes lets you sign in once instead of a
        code from the app.
      </p>
      <p className="mt-4 font-bold">
        Download, print or copy them now, or write them down, and keep them somewhere safe. They will not be shown
        again.
      </p>
      <RecoveryCodeList codes={codes} siteName={business.tradingName} />
      <Link to={returnTo} className="button-primary mt-8 inline-block" data-print="hide">
        I have saved them: continue
      </Link>
    </>
  );
}
