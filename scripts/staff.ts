// `npm run staff -- <command>`: staff accounts from the command line, on the database DATABASE_URL names
// (./data/site.db when unset), migrated first. There is never a default account: the first admin is made here.
//
//   create-admin EMAIL   an active admin; the password from STAFF_PASSWORD, else typed twice (not echoed), else the
//                        first line of standard input when it is a pipe. MFA is set up at the first sign-in.
//   reset-mfa EMAIL      takes MFA off an account (a lost phone and lost recovery codes): its sessions end too.
//   list                 one line per account.
//
// The password is never printed and never taken as an argument (it would stay in the shell's history and `ps`).
import { normaliseEmail } from "#app/auth/auth-keys.server.ts";
import { createAdmin, listAccounts } from "#app/auth/accounts.server.ts";
import { resetMfa } from "#app/auth/mfa.server.ts";
import { authMessages } from "#app/auth/messages.ts";
import { databaseTarget } from "#app/db.server/dialect.ts";
import { migrateToLatest, openDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";

const USAGE = `Usage: npm run staff -- <command>

Commands:
  create-admin EMAIL   Make an active admin account. The password comes from STAFF_PASSWORD when it is set,
                       else it is asked for (twice, not shown), or read from the first line of standard input.
  reset-mfa EMAIL      Take MFA off an account (lost phone and recovery codes): it sets up the app again at its
                       next sign-in, and every session of that account ends.
  list                 List the staff accounts.

The database is the one DATABASE_URL names (./data/site.db when unset).`;

/** What went wrong, said to the person at the terminal: the message, and the exit code. */
class Refusal extends Error {
  readonly code: number;
  constructor(message: string, code = 1) {
    super(message);
    this.code = code;
  }
}

/** Ctrl-C while typing the password: the shell's convention for SIGINT. */
const INTERRUPTED = 130;

/**
 * Reads one line per prompt from the terminal without showing it: raw mode (set before the first prompt and kept until
 * the last line, so nothing typed early is echoed), Backspace and Ctrl-U edit, Ctrl-C leaves with 130.
 */
function promptHidden(prompts: readonly string[]): Promise<string[]> {
  const input = process.stdin;
  return new Promise((resolve) => {
    const lines: string[] = [];
    let typed: string[] = [];
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
    };
    const onData = (chunk: string) => {
      // Arrow keys, Home and the like come as escape sequences: none of them is part of a password.
      if (chunk.startsWith("\u001b")) return;
      for (const char of chunk) {
        if (char === "\u0003") {
          finish();
          process.stderr.write("\n");
          process.exit(INTERRUPTED);
        } else if (char === "\r" || char === "\n" || char === "\u0004") {
          lines.push(typed.join(""));
          typed = [];
          process.stderr.write("\n");
          if (lines.length === prompts.length) {
            finish();
            resolve(lines);
            return;
          }
          process.stderr.write(prompts[lines.length]!);
        } else if (char === "\u007f" || char === "\b") {
          typed = typed.slice(0, -1);
        } else if (char === "\u0015") {
          typed = [];
        } else if (char >= " ") {
          typed.push(char);
        }
      }
    };
    input.setRawMode(true);
    input.setEncoding("utf8");
    input.on("data", onData);
    input.resume();
    process.stderr.write(prompts[0]!);
  });
}

/** The first line of standard input (a pipe or a file), without its line ending. */
async function firstLineOfInput(): Promise<string> {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) {
    text += chunk as string;
    if (text.includes("\n")) break;
  }
  return text.split("\n", 1)[0]!.replace(/\r$/, "");
}

async function readNewPassword(): Promise<string> {
  const fromEnvironment = process.env.STAFF_PASSWORD;
  if (fromEnvironment !== undefined) return fromEnvironment;
  if (process.stdin.isTTY) {
    const [password, again] = await promptHidden(["Password: ", "Password again: "]);
    if (password !== again) throw new Refusal(authMessages.passwordsDiffer);
    return password ?? "";
  }
  const password = await firstLineOfInput();
  if (password === "")
    throw new Refusal(
      "No password: set STAFF_PASSWORD, type it at the prompt, or give it on the first line of standard input.",
    );
  return password;
}

/** Opens and migrates the database, runs `work` on it, and closes it whatever happens. */
async function withDatabase<T>(work: (database: SiteDatabase) => Promise<T>): Promise<T> {
  const database = openDatabase(databaseTarget(process.env.DATABASE_URL));
  try {
    await migrateToLatest(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

async function createAdminCommand(email: string): Promise<void> {
  // Asked before the database is opened, so Ctrl-C at the prompt leaves nothing open.
  const password = await readNewPassword();
  const outcome = await withDatabase((database) => createAdmin(database, email, password, new Date()));
  if (outcome.kind === "refused") throw new Refusal(outcome.reason);
  console.log(
    `Created admin ${normaliseEmail(email)} (account ${outcome.id}). Sign in at /auth to set up the authenticator app.`,
  );
}

async function resetMfaCommand(rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const id = await withDatabase(async (database) => {
    const account = await database.db
      .selectFrom("staff_accounts")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    if (!account) return null;
    await resetMfa(database, account.id, null, new Date());
    return account.id;
  });
  if (id === null) throw new Refusal(`There is no account with the address ${email}.`);
  console.log(
    `Reset MFA for ${email} (account ${id}): its sessions and recovery codes are gone; it sets up the authenticator app again at its next sign-in.`,
  );
}

async function listCommand(): Promise<void> {
  const accounts = await withDatabase((database) => listAccounts(database.db));
  if (accounts.length === 0) {
    console.log("There are no staff accounts. Make the first admin with: npm run staff -- create-admin EMAIL");
    return;
  }
  for (const account of accounts) {
    const mfa = account.mfaEnrolled ? "MFA on" : "MFA off";
    console.log(
      [
        account.id,
        account.email,
        account.role,
        account.state,
        mfa,
        `last sign-in ${account.lastSignInAt ?? "never"}`,
      ].join("\t"),
    );
  }
}

async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if ((command === "help" || command === "--help" || command === "-h") && rest.length === 0) {
    console.log(USAGE);
    return 0;
  }
  try {
    if (command === "create-admin" && rest.length === 1) await createAdminCommand(rest[0]!);
    else if (command === "reset-mfa" && rest.length === 1) await resetMfaCommand(rest[0]!);
    else if (command === "list" && rest.length === 0) await listCommand();
    else {
      // The arguments are not repeated: a password typed as one must not be printed.
      const known = ["create-admin", "reset-mfa", "list"].includes(command ?? "");
      console.error(
        command === undefined ? USAGE : `${known ? `Wrong arguments for ${command}.` : "Unknown command."}\n\n${USAGE}`,
      );
      return 2;
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return error instanceof Refusal ? error.code : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
