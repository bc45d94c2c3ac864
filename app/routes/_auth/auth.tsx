import type { Route } from "./+types/auth";
import { LoginForm, SignUpForm } from "#app/components/staff/sign-in-forms/sign-in-forms.tsx";
import { Tabs } from "#app/components/tabs/tabs.tsx";
import { useBusiness } from "#app/config/use-business.ts";
import { PASSWORD_RESET_HOURS } from "#app/config/invite-rules.ts";
import { authDeps } from "#app/auth/guard.server.ts";
import { authMessages, REQUEST_REASON_MAX } from "#app/auth/messages.ts";
import { PASSWORD_MIN_LENGTH } from "#app/auth/password-rules.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { authAction, authPage } from "#app/routes/_auth/auth.server.ts";

/** Staff sign in: the Login tab (password, then the second factor) and the Sign Up tab (a request for an account). */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("Sign in", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  return authPage(args, authDeps);
}

export async function action(args: Route.ActionArgs) {
  return authAction(args, authDeps);
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const selected = actionData?.intent ?? loaderData.tab;
  return (
    <>
      <h1 className="heading-xl">Staff sign in</h1>
      <p className="mt-4">
        For {business.tradingName} staff. Enquiries hold people&rsquo;s health details: every account needs an
        administrator&rsquo;s approval and an authenticator app.
      </p>
      {loaderData.notice && !actionData ? (
        <div className="mt-6 border-4 border-brand-700 bg-brand-50 p-4 font-bold" role="status" data-notice>
          {loaderData.notice}
        </div>
      ) : null}
      <div className="mt-8">
        <Tabs
          label="Sign in or ask for access"
          idPrefix="auth"
          selected={selected}
          items={[
            {
              id: "login",
              label: "Login",
              href: "/auth?tab=login",
              panel: (
                <LoginForm
                  result={actionData?.intent === "login" ? actionData : undefined}
                  resetHours={PASSWORD_RESET_HOURS}
                />
              ),
            },
            {
              id: "sign-up",
              label: "Sign Up",
              href: "/auth?tab=sign-up",
              panel: (
                <SignUpForm
                  result={actionData?.intent === "sign-up" ? actionData : undefined}
                  requestedText={authMessages.requested}
                  passwordMinLength={PASSWORD_MIN_LENGTH}
                  reasonMaxLength={REQUEST_REASON_MAX}
                />
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
