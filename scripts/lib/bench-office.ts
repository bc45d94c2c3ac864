// The office's load over HTTP (issue 25, point 8), for `npm run bench:inbox`: the production server on a database of
// its own, one signed-in staff session made straight in the database (as `npm run staff` makes an account; the second
// factor marked given), and:
//   1. one client opening the whole /admin page (To do, the default) and one enquiry's page, one request after another:
//      p50 and p95 of each;
//   2. public form submissions (POST /api/submit-contact, 2 connections) alone, then while 20 staff clients refresh
//      /admin without pause: the submissions' p50 and p99, and how many /admin pages were served;
//   3. /admin alone at 200 connections: pages a second and p50.
// Not a test: the figures go into docs/benchmarks.md, "The office's load".
import autocannon from "autocannon";
import { contactLoad } from "#scripts/lib/contact-load.ts";
import { ensureBuild, startServer } from "#scripts/lib/server-process.ts";
import { signedInAdmin } from "#scripts/lib/staff-session.ts";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** One client, one request after another: the page's p50 and p95 over `runs` requests, after 5 to warm up. */
async function oneClient(url: string, cookie: string, runs: number): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
    if (i >= 5) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
}

function staffRefreshing(base: string, cookie: string, connections: number, seconds: number) {
  return autocannon({ url: `${base}/admin`, connections, duration: seconds, headers: { cookie } });
}

/** The figures of one database (`url`, already filled): printed as a Markdown table. */
export async function benchOffice(name: string, url: string, { seconds = 10, runs = 100 } = {}): Promise<void> {
  ensureBuild();
  const { cookie, enquiryId } = await signedInAdmin(url);
  // Trusted proxy hop: each submission another client, so the rate limit (kept on) never refuses the load.
  const server = await startServer({ DATABASE_URL: url, TRUST_PROXY: "1" });
  try {
    const admin = await oneClient(`${server.url}/admin`, cookie, runs);
    const enquiry = await oneClient(`${server.url}/admin/enquiries/${enquiryId}`, cookie, runs);
    const alone = await contactLoad(`${server.url}/api/submit-contact`, { connections: 2, seconds });
    const [busy, staff] = await Promise.all([
      contactLoad(`${server.url}/api/submit-contact`, { connections: 2, seconds }),
      staffRefreshing(server.url, cookie, 20, seconds),
    ]);
    const crowd = await staffRefreshing(server.url, cookie, 200, seconds);
    const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
    console.log(`\n${name}, over HTTP (the production server, one signed-in admin's cookie)`);
    console.log("| what | figures | goal |");
    console.log("| --- | --- | --- |");
    console.log(
      `| /admin (To do), one client | p50 ${admin.p50} ms, p95 ${admin.p95} ms | p95 ≤ 100 ms ${admin.p95 <= 100 ? "met" : "**missed**"} |`,
    );
    console.log(
      `| an enquiry's page, one client | p50 ${enquiry.p50} ms, p95 ${enquiry.p95} ms | p95 ≤ 100 ms ${enquiry.p95 <= 100 ? "met" : "**missed**"} |`,
    );
    console.log(
      `| submissions (2 connections), alone | ${Math.round(alone["2xx"] / seconds)}/s, p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms, ${failures(alone)} failed | |`,
    );
    console.log(
      `| submissions (2 connections), 20 staff refreshing /admin | ${Math.round(busy["2xx"] / seconds)}/s, p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms, ${failures(busy)} failed | p99 ≤ 100 ms ${busy.latency.p99 <= 100 ? "met" : "**missed**"} |`,
    );
    console.log(
      `| /admin, those 20 staff | ${Math.round(staff["2xx"] / seconds)} pages/s, p50 ${staff.latency.p50} ms, p99 ${staff.latency.p99} ms, ${failures(staff)} failed | |`,
    );
    console.log(
      `| /admin, 200 connections | ${Math.round(crowd["2xx"] / seconds)} pages/s, p50 ${crowd.latency.p50} ms, p99 ${crowd.latency.p99} ms, ${failures(crowd)} failed | |`,
    );
  } finally {
    await server.stop();
  }
}
