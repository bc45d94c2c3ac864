import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/confirm";
import { Confirmation, SubmitButton, FormStateProvider } from "#app/components/forms/forms.tsx";
import { authMessages } from "#app/auth/messages.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { canConfirmRequest, confirmRequest } from "#app/auth/accounts.server.ts";
import { attemptOf, authDeps } from "#app/auth/guard.server.ts";
import { readFormBody } from "#app/http/body.server.ts";

/**
 * The link in a request's confirmation e-mail. Opening it changes nothing (mail scanners open links); the button
 * confirms the request, which then reaches the admins' list. A used, unknown or late link answers 410 and says so.
 */
export const meta: Route.MetaFunction = () => staffPageMeta("Confirm your request for access");
export const headers = staffPageHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const deps = await authDeps();
  const usable = await canConfirmRequest(deps.database.db, params.token, new Date());
  return data({ usable }, { status: usable ? 200 : 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The form sends nothing but its button; its body is still read within the limits every form has.
  await readFormBody(request);
  const deps = await authDeps();
  const confirmed = await confirmRequest(deps.database, params.token, attemptOf({ request, context }).now);
  return data({ confirmed }, { status: confirmed ? 200 : 410 });
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // After the button the link is used up: the page then shows what the action did, not what the link can do now.
  if (actionData?.confirmed) {
    return (
      <>
        <h1 className="heading-xl">Request confirmed</h1>
        <div className="mt-6">
          <Confirmation title="Thank you">{authMessages.requestConfirmed}</Confirmation>
        </div>
      </>
    );
  }
  if (actionData || !loaderData.usable) {
    return (
      <>
        <h1 className="heading-xl">This link cannot be used</h1>
        <p className="mt-4">{authMessages.requestLinkGone}</p>
      </>
    );
  }
  return (
    <FormStateProvider value={{ idPrefix: "confirm", errors: {}, pending: navigation.state === "submitting" }}>
      <h1 className="heading-xl">Confirm your request for access</h1>
      <p className="mt-4">
        Confirm that you asked for a staff account with this email address. An administrator then looks at your request.
      </p>
      <Form method="post" className="mt-6" data-form="confirm">
        <SubmitButton>Confirm my request</SubmitButton>
      </Form>
    </FormStateProvider>
  );
}
