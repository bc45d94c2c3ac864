// How long staff links last: auth makes and enforces them, mail states them in its messages; here, below both.

/** An invitation link lasts this long (shown on the staff page, enforced by accounts.server.ts). */
export const INVITE_HOURS = 72;

/** A password-reset link an admin makes lasts this long: shorter, since it opens an existing account's first step. */
export const PASSWORD_RESET_HOURS = 24;

/** The page an invitation or password-reset link opens. */
export function inviteLinkOf(token: string, siteUrl: string): string {
  return new URL(`/auth/invite/${token}`, siteUrl).toString();
}

/** A request for access must be confirmed from its mailbox within this long, or it is removed. */
export const REQUEST_CONFIRM_HOURS = 24;

/** The page the link in a request's confirmation e-mail opens. */
export function requestLinkOf(token: string, siteUrl: string): string {
  return new URL(`/auth/confirm/${token}`, siteUrl).toString();
}
