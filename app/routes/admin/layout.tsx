import { useEffect } from "react";
import { Outlet, useMatches, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { StaffFrame } from "#app/components/staff/staff-frame/staff-frame.tsx";
import { MailNotice } from "#app/components/staff/mail-notice/mail-notice.tsx";
import { CqcNotice } from "#app/components/staff/cqc-notice/cqc-notice.tsx";
import { env } from "#app/config/env.server.ts";
import { cqcNoticeFor } from "#app/cqc/staff-notice.server.ts";
import { StaffError } from "#app/components/staff/staff-error/staff-error.tsx";
import { SessionTimeout } from "#app/components/staff/session-timeout/session-timeout.tsx";
import { KeyboardShortcuts } from "#app/components/staff/shortcuts-dialog/shortcuts-dialog.tsx";
import { hasInboxShortcuts } from "#app/hooks/inbox-shortcuts.ts";
import { keepShown } from "#app/hooks/keep-shown.ts";
import { mailConfigured, outboxBacklog } from "#app/mail/delivery.server.ts";
import { canSeeApplicants, staffMiddleware, staffOf } from "#app/auth/guard.server.ts";
import { touchIntervalMs } from "#app/auth/sessions.server.ts";
import { staffPageHeaders } from "#app/auth/staff-pages.ts";

/**
 * Every staff page. The middleware checks the session (password and second factor, idle and absolute limits) before
 * any loader or action under /admin runs; those loaders and actions take the session from `staffOf`, which also checks
 * the role. Private: no-store, noindex, no public header, footer or quick-contact form.
 */
export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { session, deps } = staffOf(context);
  // Whether staff can count on an e-mail for each new enquiry: said on every staff page when they cannot.
  const now = Date.now();
  const { waiting, failed } = await outboxBacklog(deps.database.db, now);
  // The CQC rating's news, for admins only (they answer for what the site and the office show).
  const config = env();
  const cqc =
    session.account.role === "admin"
      ? await cqcNoticeFor(
          deps.database.db,
          {
            apiKey: config.CQC_API_KEY,
            locationId: config.business.cqcLocationId,
            configuredRating: config.business.cqcRating,
          },
          now,
        )
      : null;
  return {
    account: {
      email: session.account.email,
      role: session.account.role,
      seesApplicants: canSeeApplicants(session.account),
    },
    mail: { configured: mailConfigured(), waiting, failed },
    cqc,
    // For the session-timeout warning (the idle limit, counted as the server counts it).
    idle: { minutes: deps.limits.idleMinutes, touchEveryMs: touchIntervalMs(deps.limits) },
  };
}

// The server out of reach on a later navigation: the frame stays as it was, and the page inside says what failed.
const shown = keepShown<Awaited<ReturnType<typeof loader>>>();
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return shown.load(serverLoader);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useEffect(() => shown.remember(loaderData), [loaderData]);
  // The inbox's pages (their route's handle) have keyboard shortcuts, and the button that lists them.
  const shortcuts = hasInboxShortcuts(useMatches());
  return (
    <StaffFrame
      account={loaderData.account}
      tools={shortcuts ? <KeyboardShortcuts /> : null}
      after={<SessionTimeout idleMinutes={loaderData.idle.minutes} touchEveryMs={loaderData.idle.touchEveryMs} />}
    >
      <MailNotice mail={loaderData.mail} admin={loaderData.account.role === "admin"} />
      <CqcNotice notice={loaderData.cqc} />
      <Outlet />
    </StaffFrame>
  );
}

/** A refusal (a staff member on an admin page) or a failure, inside the staff frame without the account bar. */
export function ErrorBoundary() {
  return <StaffError error={useRouteError()} />;
}
