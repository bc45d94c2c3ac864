import { getBusinessDetails } from "#app/config/business.server.ts";
import { env, notifyOverrides } from "#app/config/env.server.ts";
import type { StoredFormName } from "#app/db.server/schema.ts";

/** Who hears about one form's enquiries: its NOTIFY_TO_<FORM> when set, else NOTIFY_TO (none when neither is). */
export function staffRecipients(form: StoredFormName): string[] {
  const config = env();
  return config[notifyOverrides[form]] ?? config.NOTIFY_TO ?? [];
}

/** Who is told that an enquiry fell due without a first contact: ESCALATE_TO, else NOTIFY_TO (none when neither is). */
export function escalationRecipients(): string[] {
  const config = env();
  return config.ESCALATE_TO ?? config.NOTIFY_TO ?? [];
}

/** The sender of every e-mail: MAIL_FROM, else the provider's trading name and contact address. */
export function senderOf(): { name: string; address: string } | string {
  const { MAIL_FROM } = env();
  if (MAIL_FROM) return MAIL_FROM;
  const business = getBusinessDetails();
  return { name: business.tradingName, address: business.email };
}
