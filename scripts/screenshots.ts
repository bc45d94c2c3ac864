// Screenshots of the public site as a visitor sees it, from the production build served locally, in Debian's
// Chromium: the home page, one service page, /about and /contact, whole pages at a phone's 390 px and a desktop's
// 1280 px, into docs/screenshots/<set>/ (JPEG, so a set stays a few megabytes in the repository). With --staff, the
// first screen of the inbox (To do) and of the first enquiry in it, as an admin sees them at 390 and 1280 px on a
// seeded database of 3,000 enquiries (npm run db:seed), into docs/screenshots/{inbox,enquiry}-<width>-<set>.png.
//
//   npm run screenshots -- after            the set named "after" (any name: before, after, 2026-12, ...)
//   npm run screenshots -- after --build    rebuild first
//   npm run screenshots -- after --staff    the staff pages
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/lib/chromium.ts";
import { SESSION_COOKIE } from "#app/auth/sessions.server.ts";
import { ensureBuild, startServer } from "#scripts/lib/server-process.ts";
import { signedInAdmin } from "#scripts/lib/staff-session.ts";

const PAGES = [
  ["home", "/"],
  ["domiciliary-care", "/domiciliary-care"],
  ["about", "/about"],
  ["contact", "/contact"],
] as const;
const WIDTHS = [390, 1280] as const;

const args = process.argv.slice(2);
const set = args.find((arg) => !arg.startsWith("--"));
if (!set || !/^[\w.-]+$/.test(set)) {
  console.error("Name the set of screenshots: npm run screenshots -- after");
  process.exit(2);
}
ensureBuild(args.includes("--build"));

mkdirSync(".tmp/screenshots", { recursive: true });
if (args.includes("--staff")) await staffScreenshots(set!);
else await publicScreenshots(set!);

async function publicScreenshots(set: string) {
  const folder = path.join("docs/screenshots", set);
  mkdirSync(folder, { recursive: true });
  const server = await startServer({ DATABASE_URL: path.resolve(".tmp/screenshots/site.db") });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({
        viewport: { width, height: width < 640 ? 844 : 800 },
        reducedMotion: "reduce",
      });
      for (const [name, route] of PAGES) {
        await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
        // Lazy images below the fold load only when scrolled to: bring each into view before the whole-page picture.
        await page.evaluate(async () => {
          for (const image of Array.from(document.images)) image.loading = "eager";
          await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
        });
        const file = path.join(folder, `${name}-${width}.jpg`);
        await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 70 });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function staffScreenshots(set: string) {
  const file = path.resolve(".tmp/screenshots/staff.db");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  const seeded = spawnSync(process.execPath, ["scripts/db-seed.ts", "--rows", "3000"], {
    env: { ...process.env, DATABASE_URL: file },
    stdio: "inherit",
  });
  if (seeded.status !== 0) throw new Error("db:seed failed");
  const { token } = await signedInAdmin(file, "sam.coordinator@example.org");
  const server = await startServer({ DATABASE_URL: file });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 640 ? 844 : 800 },
        reducedMotion: "reduce",
      });
      await context.addCookies([
        {
          name: SESSION_COOKIE,
          value: token,
          domain: "127.0.0.1",
          path: "/",
          secure: true,
          httpOnly: true,
          sameSite: "Lax",
        },
      ]);
      const page = await context.newPage();
      await page.goto(`${server.url}/admin`, { waitUntil: "networkidle" });
      const inbox = `docs/screenshots/inbox-${width}-${set}.png`;
      await page.screenshot({ path: inbox });
      console.log(inbox);
      await page.locator("[data-enquiry-link]").first().click();
      await page.waitForURL(/\/admin\/enquiries\/\d+/);
      await page.waitForLoadState("networkidle");
      const enquiry = `docs/screenshots/enquiry-${width}-${set}.png`;
      await page.screenshot({ path: enquiry });
      console.log(enquiry);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
