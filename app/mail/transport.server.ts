import { createTransport } from "nodemailer";

/** One e-mail as the worker hands it over: everything a header holds is ours, never a visitor's value. */
export interface OutgoingMail {
  from: { name: string; address: string } | string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** Where e-mails go: SMTP in production, a test's own server in tests. */
export interface MailSender {
  /** Resolves once the mail server accepted the e-mail; rejects with its error (`permanent` set for a 5xx refusal). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Time limits for one send: a mail server that stops answering is given up on. The worker renews its lease
 * (MAIL_LEASE_SECONDS) while it sends, so a send that takes longer than the lease is not handed to another worker.
 */
const LIMITS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The host and port of an SMTP_URL, for logs (never the user or password). */
export function mailServerOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** A sender through SMTP_URL: smtps:// is TLS from the start; smtp:// upgrades with STARTTLS when the server offers it. */
export function smtpSender(url: string): MailSender {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  const transport = createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // One connection kept open between e-mails.
    pool: true,
    maxConnections: 1,
    ...LIMITS,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        ...mail,
        // RFC 3834: an automatic message, so out-of-office replies are not sent back to it.
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    close: () => transport.close(),
  };
}
