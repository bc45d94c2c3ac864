import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server inside the test process (smtp-server, on 127.0.0.1 and a free port), for the e-mail tests: it
 * keeps every message it accepted, parsed (mailparser), and can refuse or stall as a test asks.
 */
export interface ReceivedMail {
  messageId: string;
  subject: string;
  to: string[];
  from: string;
  text: string;
  html: string;
  /** The message as it came over the wire. */
  raw: string;
  /** Every header line's name, lower-cased, as sent. */
  headerNames: string[];
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Messages offered (their DATA sent), accepted or not. */
  offered: number;
  /** MAIL FROM commands seen, answered or not. */
  mailFromSeen: number;
  /**
   * How the n-th offered message (from 1) is answered: null accepts it; a code and text refuse it (4xx: try again
   * later; 5xx: never). Accepts everything unless a test sets it.
   */
  refuse: (offered: number) => { code: number; message: string } | null;
  /** While true, MAIL FROM gets no answer: the sender hangs mid-conversation. */
  stallMailFrom: boolean;
  /** How long the server takes to answer a message's DATA (a slow mail server); 0 unless a test sets it. */
  answerDelayMs: number;
  /** Resolves once `count` messages were accepted; rejects after `timeoutMs`. */
  waitForMails(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: "",
    received: [],
    offered: 0,
    mailFromSeen: 0,
    refuse: () => null,
    stallMailFrom: false,
    answerDelayMs: 0,
    async waitForMails(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Waited ${timeoutMs} ms for ${count} e-mails; ${state.received.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Generous: a test may send hundreds at once.
    maxClients: 50,
    onMailFrom(_address, _session, callback) {
      state.mailFromSeen += 1;
      if (state.stallMailFrom) return; // never answered: the client waits until it gives up or is killed
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => setTimeout(answer, state.answerDelayMs));
      function answer() {
        state.offered += 1;
        const refusal = state.refuse(state.offered);
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            const to = parsed.to
              ? (Array.isArray(parsed.to) ? parsed.to : [parsed.to]).flatMap((list) =>
                  list.value.map((entry) => entry.address ?? ""),
                )
              : [];
            const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n"));
            state.received.push({
              messageId: parsed.messageId ?? "",
              subject: parsed.subject ?? "",
              to,
              from: parsed.from?.text ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              raw,
              headerNames: headerBlock
                .split("\r\n")
                .filter((line) => /^[^\s:]+:/.test(line))
                .map((line) => line.slice(0, line.indexOf(":")).toLowerCase()),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}
