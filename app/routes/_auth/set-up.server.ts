import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { attemptOf, requireHalfSession } from "#app/auth/guard.server.ts";
import { signedInHeaders } from "#app/auth/device.server.ts";
import { confirmEnrolment, pendingTotpKey } from "#app/auth/mfa.server.ts";
import { qrCodeSvg } from "#app/auth/qr-code.server.ts";
import { safeReturnPath } from "#app/auth/return-path.ts";
import { totpKeyGroups, totpKeyUri } from "#app/auth/totp.server.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { codeMissing, codeWrong, tooManyAttempts, unexpectedFailure } from "#app/auth/form-answers.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { textOf } from "#app/http/form-values.ts";

/** Setting up the authenticator app's work (app/routes/_auth/set-up.tsx): the key to scan, and its first code. */

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

/**
 * Set by the action that confirmed the app: the loader of that same request (without JavaScript) must not send the
 * person away, because the request still carries the half-session's cookie that the action has just replaced.
 */
const enrolledContext = createContext(false);

/** Marks this request as the one that set the app up. */
function markEnrolled(context: Context): void {
  context.set(enrolledContext, true);
}

/** The key as a QR code, a link for the app and text; already set up (the key is gone): on to the code. */
export async function setUpPage(args: Args) {
  if (args.context.get(enrolledContext)) return { enrolled: true as const };
  const { session, deps } = await requireHalfSession(args);
  const key = await pendingTotpKey(deps, session.account.id);
  if (!key) throw redirect(`/auth/verify${new URL(args.request.url).search}`);
  const uri = totpKeyUri(key, session.account.email, getBusinessDetails().tradingName);
  return {
    enrolled: false as const,
    qrCode: qrCodeSvg(uri),
    // The QR code's URI again, for the link that opens the app on the phone showing this page.
    keyUri: uri,
    keyGroups: totpKeyGroups(key),
    email: session.account.email,
    hasErrors: hasFormErrors(args.context),
  };
}

/** The first code confirms the app: the full session's cookie and the recovery codes, shown this once. */
export async function setUpAction(args: Args) {
  const { request, context } = args;
  const { session, deps } = await requireHalfSession(args);
  const body = await readFormBody(request);
  const code = textOf(body, "code");
  if (!code.trim()) return codeMissing(context);
  try {
    const outcome = await confirmEnrolment(deps, session, code, attemptOf({ request, context }));
    switch (outcome.kind) {
      case "enrolled":
        markEnrolled(context);
        return data(
          {
            recoveryCodes: outcome.recoveryCodes,
            returnTo: safeReturnPath(new URL(request.url).searchParams.get("returnTo")),
          },
          { headers: signedInHeaders(deps, outcome.token, session.account.id) },
        );
      case "invalid":
        return codeWrong(context);
      case "blocked":
        return tooManyAttempts(context, outcome.seconds);
    }
  } catch (error) {
    return unexpectedFailure(context, request, error);
  }
}
