import type { AuthKeys } from "#app/auth/auth-keys.server.ts";
import { hashRecoveryCode, newRecoveryCodes } from "#app/auth/recovery-codes.server.ts";
import { sealSecret } from "#app/security/secret-box.server.ts";
import { newTotpKey } from "#app/auth/totp.server.ts";
import type { Queryable } from "#app/db.server/db.server.ts";
import type { StaffRole, StaffState } from "#app/db.server/schema.ts";

/**
 * A staff account's row made straight in a test database (the unit tests of sign-in and accounts): a new TOTP key,
 * sealed with the keys' TOTP key when the account is enrolled, and, when asked, ten recovery codes stored as hashes.
 */
export interface StaffAccountRow {
  email: string;
  passwordHash: string | null;
  role?: StaffRole;
  state?: StaffState;
  /** The authenticator app is set up: the key is stored (sealed) and the account marked enrolled. */
  enrolled?: boolean;
  /** With `enrolled`: ten recovery codes stored too. */
  recoveryCodes?: boolean;
}

export interface InsertedStaffAccount {
  id: number;
  email: string;
  /** The TOTP key (stored only when enrolled). */
  key: Uint8Array;
  /** The recovery codes as the person has them (stored only when enrolled and asked for). */
  recoveryCodes: string[];
}

export async function insertStaffAccount(
  db: Queryable,
  keys: Pick<AuthKeys, "totp">,
  account: StaffAccountRow,
): Promise<InsertedStaffAccount> {
  const key = newTotpKey();
  const recoveryCodes = newRecoveryCodes();
  const { id } = await db
    .insertInto("staff_accounts")
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      role: account.role ?? "staff",
      state: account.state ?? "active",
      created_at: new Date(0).toISOString(),
      // A pending account here is a request confirmed from its mailbox: one the admins see.
      request_confirmed_at: account.state === "pending" ? new Date(0).toISOString() : null,
      totp_key: account.enrolled ? sealSecret(keys.totp, key) : null,
      mfa_enrolled_at: account.enrolled ? new Date(0).toISOString() : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (account.enrolled && account.recoveryCodes) {
    await db
      .insertInto("staff_recovery_codes")
      .values(recoveryCodes.map((code) => ({ account_id: id, code_hash: hashRecoveryCode(code), used_at: null })))
      .execute();
  }
  return { id, email: account.email, key, recoveryCodes };
}
