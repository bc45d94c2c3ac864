import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { browserTestFolder } from "#tests/browser/support/test-server.ts";
import { startTlsProxy, type TlsProxy } from "#scripts/lib/nginx.ts";
import { freePort } from "#scripts/lib/server-process.ts";
import { REFERENCE_PATTERN } from "#app/enquiries/reference.ts";
import { formCases } from "#tests/browser/support/form-cases.ts";
import {
  beOwnClient,
  fill,
  formNamed,
  rowsWhere,
  uniqueWord,
  waitPastMinimumFillTime,
} from "#tests/browser/support/forms.ts";
import { jsDisabled } from "#tests/browser/support/pages.ts";

// Every form posted through a TLS-ending reverse proxy (nginx, self-signed certificate) in front of the production
// server, as deployed: the browser's Origin is https://…, the server itself gets plain http with the X-Forwarded-*
// headers, and SITE_URL names the public address. A server of its own (its own SQLite file, another port), since the
// shared one knows nothing of the proxy's address.
//
// Twice: without TRUST_PROXY the server cannot rebuild its public address from the X-Forwarded-* headers, so only
// SITE_URL tells it that https://127.0.0.1:<nginx port> is its own origin; with TRUST_PROXY=1 (nginx, one hop) it can.
// Behind nginx the client is the address nginx saw (the browser's, 127.0.0.1): the X-Forwarded-For entry the test
// forges (beOwnClient), which nginx appends to, is ignored, so these few posts share one client, well within the limit.

test.use({ ignoreHTTPSErrors: true });

for (const trustProxy of [false, true]) {
  test.describe(trustProxy ? "with TRUST_PROXY=1" : "without TRUST_PROXY", { tag: "@once" }, () => {
    test.describe.configure({ mode: "serial" });
    let proxy: TlsProxy | undefined;
    let server: ChildProcess | undefined;
    let dbFile = "";

    test.beforeAll(async () => {
      const { workerIndex } = test.info();
      // A free port rather than one derived from TEST_PORT: another run of the suite on this machine cannot collide.
      const ownPort = await freePort();
      const dir = `${browserTestFolder}/proxy-${workerIndex}-${trustProxy ? "trusted" : "untrusted"}`;
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      dbFile = `${dir}/site.db`;
      // The proxy first: the server is told the proxy's address (SITE_URL), and nginx picks a free port.
      proxy = await startTlsProxy({ upstreamPort: ownPort });
      server = spawn(process.execPath, ["server/start.js"], {
        env: {
          ...process.env,
          PORT: String(ownPort),
          HOST: "127.0.0.1",
          NODE_ENV: "production",
          DATABASE_URL: dbFile,
          TRUST_PROXY: trustProxy ? "1" : "0",
          FORM_MIN_FILL_MS: "1000",
          SITE_URL: proxy.url,
        },
        stdio: "ignore",
      });
      for (let i = 0; ; i++) {
        const ok = await fetch(`http://127.0.0.1:${ownPort}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) break;
        if (i === 100 || server.exitCode !== null)
          throw new Error(`The server on port ${ownPort} did not answer /healthz.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });

    test.afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server!.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      await proxy?.stop();
    });

    test("pages come through the proxy from this server, which knows its public address", async ({ page }) => {
      const response = await page.goto(`${proxy!.url}/contact`);
      expect(response?.status()).toBe(200);
      expect(await response?.securityDetails(), "served over TLS").not.toBeNull();
      expect(await response?.headerValue("x-request-id"), "answered by the site's server, not by nginx").toMatch(
        /^[0-9a-f-]{36}$/,
      );
      // /contact is rendered per request, so its canonical address is SITE_URL as this server has it.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${proxy!.url}/contact`);
    });

    for (const formCase of formCases) {
      test(`${formCase.form}: posted through the proxy, stored and confirmed`, async ({ page }) => {
        if (trustProxy) await beOwnClient(page);
        const response = await page.goto(`${proxy!.url}${formCase.page}`);
        const shownAt = Date.now();
        expect(response?.status()).toBe(200);
        expect(await response?.headerValue("x-request-id")).toBeTruthy();
        const form = formNamed(page, formCase.name);
        if (!jsDisabled()) await expect(form.locator('input[name="js"]')).toHaveCount(1); // hydrated
        const word = uniqueWord();
        await fill(form, formCase.fields(word));
        await waitPastMinimumFillTime(page, shownAt);
        // With JavaScript the fetcher's .data post; without, the form's own (a 303 to the thank-you page for the assessment).
        const answer = page.waitForResponse((candidate) => candidate.request().method() === "POST");
        await form.locator('button[type="submit"]').click();
        const posted = await answer;
        expect(posted.url().startsWith(`${proxy!.url}/`), "posted to the proxy").toBe(true);
        const body = posted.status() >= 300 && posted.status() < 400 ? "" : await posted.text().catch(() => "");
        expect(posted.status(), `the post's answer: ${posted.status()} ${body.slice(0, 200)}`).toBeLessThan(400);
        if (formCase.form === "assessment") {
          await expect(page).toHaveURL(
            new RegExp(
              `^${proxy!.url.replaceAll(".", "\\.")}/thank-you\\?reference=${REFERENCE_PATTERN.source.slice(1)}`,
            ),
          );
          // The page's heading: its first words change out of office hours, to say when we will call.
          await expect(
            page.getByRole("heading", { level: 1, name: "Thank You: Your Assessment Booking Is Received" }),
          ).toBeVisible();
        } else {
          await expect(page.locator("[data-confirmation]")).toContainText(formCase.confirmation);
        }
        expect(rowsWhere(formCase.table, formCase.nameColumn, word, dbFile)).toHaveLength(1);
      });
    }
  });
}
