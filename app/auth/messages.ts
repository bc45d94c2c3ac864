import { passwordMessages } from "#app/auth/password-rules.ts";

/** The longest name and reason a request for access may give (the sign-up form says so as the limit is passed). */
export const REQUEST_NAME_MAX = 100;
export const REQUEST_REASON_MAX = 500;

/**
 * What staff sign-in says, in one place: the spec's messages word for word where they stay true ('Please fill in all
 * fields', 'Passwords do not match', 'Invalid email or password', 'An unexpected error occurred', 'Logged out
 * successfully'), and the deliberate changes of ADR 0005. Pages and server modules both read it.
 */
export const authMessages = {
  fillInAll: "Please fill in all fields",
  passwordsDiffer: "Passwords do not match",
  invalidCredentials: "Invalid email or password",
  unexpected: "An unexpected error occurred",
  loggedOut: "Logged out successfully",
  requested:
    "We have sent a message to the address you gave: follow the link in it within 24 hours to confirm your request. An administrator must then approve it before you can sign in.",
  requestConfirmed: "Your request is confirmed. An administrator will look at it; you can sign in once it is approved.",
  requestLinkGone:
    "This link has expired or has already been used. If you still need access, ask again on the Sign Up tab.",
  pending:
    "Your request for access is waiting for an administrator to approve it. You can sign in once it is approved.",
  disabled: "This account has been disabled. Ask an administrator if you need access again.",
  blocked: (wait: string) => `Too many failed attempts. Try again in ${wait}.`,
  idle: "You were signed out because you had not used the site for a while. Please sign in again.",
  expired: "Your session has ended. Please sign in again.",
  endedEverywhere:
    "You were signed out because your account was signed out everywhere (from another device). Please sign in again.",
  endedByAdmin: "An administrator ended your session. Please sign in again.",
  emailMissing: "Enter your email address",
  nameMissing: "Enter your full name",
  nameTooLong: `Your full name must be ${REQUEST_NAME_MAX} characters or fewer`,
  reasonMissing: "Say why you need access",
  reasonTooLong: `Why you need access must be ${REQUEST_REASON_MAX} characters or fewer`,
  emailFormat: "Enter an email address in the correct format, like name@example.com",
  passwordMissing: "Enter your password",
  confirmMissing: "Enter your password again to confirm it",
  currentMissing: "Enter your current password",
  currentOrCodeWrong:
    "Your current password or the code from your authenticator app is not right. Check both and try again.",
  codeMissing: "Enter the 6-digit code from your authenticator app, or a recovery code",
  codeWrong: "That code is not right, or it has been used already. Enter the newest code from your app.",
  passwordChanged: "Your password has been changed. You have been signed out everywhere else.",
  signedOutEverywhere: "You have been signed out on every other device.",
  accountGone: "That account no longer exists.",
  invitationClosed: "That invitation has already been used, revoked or has expired.",
  notPending: "That request has already been dealt with.",
  approveFirst: "That request has not been approved yet: approve it (or refuse it) first.",
  lastAdmin: "There must always be at least one active admin: make someone else an admin first.",
  enableFirst: "That account is disabled: enable it first.",
  alreadyHasAccount: "This email address already has an account.",
  resetNeedsActive: "Only an active account can be given a password-reset link.",
  inviteGone: "This link has expired or has already been used. Ask an administrator for a new one.",
  ...passwordMessages,
} as const;
