// A plain module of app/auth/ that app/mail/reads-auth.server.ts reaches for, closing a circle between the folders.
export const LINK_HOURS = 72;
