import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailServerOf, smtpSender, type OutgoingMail } from "#app/mail/transport.server.ts";

// The sender through SMTP_URL against a real SMTP server in this process that takes a user and password (the shared
// test server of tests/support/smtp.ts takes none) and counts its connections: the URL's user and password, decoded;
// one connection kept for several e-mails; smtps:// speaking TLS from the first byte. And what a log says of the URL.

const mail: OutgoingMail = {
  from: "office@example.org",
  to: ["duty@example.org"],
  subject: "A test",
  text: "Hello",
  html: "<p>Hello</p>",
  messageId: "<transport-test@care.example.org>",
};

describe("mailServerOf", () => {
  it("gives the scheme, host and port, never the user or password", () => {
    expect(mailServerOf("smtps://mailer%40care:s3cret@mail.example.org:465")).toBe("smtps://mail.example.org:465");
    expect(mailServerOf("smtp://mail.example.org")).toBe("smtp://mail.example.org");
  });
});

describe("smtpSender", () => {
  let server: SMTPServer;
  let port: number;
  let connections = 0;
  let accepted = 0;
  let logins: { username?: string; password?: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username, password: auth.password ?? undefined });
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          accepted += 1;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    connections = 0;
    accepted = 0;
    logins = [];
  });

  it("signs in with the URL's user and password, decoded, and keeps one connection open for several e-mails", async () => {
    const sender = smtpSender(`smtp://mailer%40care.example:p%40ss%3Aword@127.0.0.1:${port}`);
    try {
      await sender.send(mail);
      await sender.send({ ...mail, messageId: "<transport-test-2@care.example.org>" });
    } finally {
      sender.close();
    }
    expect(accepted).toBe(2);
    expect(connections).toBe(1);
    expect(logins).toEqual([{ username: "mailer@care.example", password: "p@ss:word" }]);
  });

  it("without a user in the URL it does not sign in", async () => {
    const sender = smtpSender(`smtp://127.0.0.1:${port}`);
    try {
      await sender.send(mail);
    } finally {
      sender.close();
    }
    expect(accepted).toBe(1);
    expect(logins).toEqual([]);
  });

  it("smtps:// speaks TLS from the first byte: a server that speaks plain SMTP gets no e-mail", async () => {
    const sender = smtpSender(`smtps://127.0.0.1:${port}`);
    try {
      await expect(sender.send(mail)).rejects.toThrow();
    } finally {
      sender.close();
    }
    expect(accepted).toBe(0);
  });
});
