// A fake of CQC's public API (`GET /locations/{id}`, issue #26) for tests and local runs: it serves the fixtures below
// in the real API's shapes and fails on demand the ways CQC does. Used in-process by the tests (`startFakeCqc`) and as
// a process of its own by the browser tests and by hand:
//
//   node tests/support/fake-cqc.ts --port 4499      then CQC_API_URL=http://127.0.0.1:4499 CQC_API_KEY=anything
//
// It is steered over HTTP: `PUT /fake/fixture/<name>` serves another fixture; `PUT /fake/fail/<mode>?times=n` answers
// the next n requests (default 1) with a failure mode.
import { createServer, type Server } from "node:http";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

const keyQuestionRatings = (ratings: [string, string, string, string, string], reportDate: string) =>
  ["Safe", "Effective", "Caring", "Responsive", "Well-led"].map((name, index) => ({
    name,
    rating: ratings[index],
    reportDate,
    reportLinkId: "5f0d1c2e-0000-4000-8000-000000000001",
  }));

const location = <T extends object>(locationId: string, fields: T) => ({
  locationId,
  providerId: "1-000000001",
  organisationType: "Location",
  type: "Social Care Org",
  name: "Willowbrook Care",
  registrationStatus: "Registered",
  registrationDate: "2019-04-01",
  ...fields,
});

/** Each fixture's record for a location id. */
export const fixtures = {
  /** The older framework: a rating, its report's date and link, five key questions. */
  older: (id: string) =>
    location(id, {
      currentRatings: {
        overall: {
          rating: "Good",
          reportDate: "2024-03-12",
          reportLinkId: "5f0d1c2e-0000-4000-8000-000000000001",
          keyQuestionRatings: keyQuestionRatings(
            ["Good", "Good", "Outstanding", "Good", "Requires improvement"],
            "2024-03-12",
          ),
        },
        reportDate: "2024-03-12",
      },
    }),
  /** The older framework, rated lower in a later report. */
  "older-worse": (id: string) =>
    location(id, {
      currentRatings: {
        overall: {
          rating: "Requires improvement",
          reportDate: "2025-01-20",
          reportLinkId: "5f0d1c2e-0000-4000-8000-000000000002",
          keyQuestionRatings: keyQuestionRatings(
            ["Requires improvement", "Good", "Good", "Good", "Requires improvement"],
            "2025-01-20",
          ),
        },
        reportDate: "2025-01-20",
      },
    }),
  /** The single assessment framework: no currentRatings, a published assessment with its ratings. */
  "new-framework": (id: string) =>
    location(id, {
      assessment: [
        {
          assessmentPlanId: "AP0001",
          title: "Assessment",
          assessmentPlanStatus: "Published",
          assessmentPlanPublishedDateTime: "2025-06-02T09:30:00Z",
          ratings: {
            overall: [
              {
                rating: "Outstanding",
                status: "Published",
                keyQuestionRatings: keyQuestionRatings(
                  ["Good", "Outstanding", "Outstanding", "Outstanding", "Outstanding"],
                  "2025-06-02",
                ),
              },
            ],
            asgRatings: [],
          },
        },
      ],
    }),
  /** A rating inherited from the previous provider: given with that provider's organisationId. */
  inherited: (id: string) =>
    location(id, {
      currentRatings: {
        overall: {
          rating: "Good",
          reportDate: "2023-09-05",
          reportLinkId: "5f0d1c2e-0000-4000-8000-000000000003",
          organisationId: "1-999999999",
          keyQuestionRatings: keyQuestionRatings(["Good", "Good", "Good", "Good", "Good"], "2023-09-05"),
        },
      },
    }),
  /** Registered, not inspected yet. */
  "not-rated": (id: string) => location(id, { currentRatings: { overall: { rating: "No published rating" } } }),
  /** No longer registered: its last rating must not be shown as current. */
  deregistered: (id: string) =>
    location(id, {
      registrationStatus: "Deregistered",
      deregistrationDate: "2025-02-28",
      currentRatings: { overall: { rating: "Good", reportDate: "2022-01-10", keyQuestionRatings: [] } },
    }),
  /** A rating without its key questions: a partial answer. */
  partial: (id: string) =>
    location(id, { currentRatings: { overall: { rating: "Inadequate", reportDate: "2025-03-01" } } }),
} satisfies Record<string, (id: string) => unknown>;
export type FixtureName = keyof typeof fixtures;

export const failureModes = ["401", "403", "404", "429", "429-in-200", "500", "malformed"] as const;
export type FailureMode = (typeof failureModes)[number];

export interface FakeCqc {
  url: string;
  /** Every request's path and headers, oldest first. */
  requests: { path: string; key: string | undefined; userAgent: string | undefined }[];
  serve(fixture: FixtureName): void;
  failNext(mode: FailureMode, times?: number): void;
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

function failure(mode: FailureMode): { status: number; body: string } {
  switch (mode) {
    case "401":
      return json(401, { statusCode: 401, message: "Access denied due to invalid subscription key." });
    case "403":
      return json(403, { statusCode: 403, message: "Forbidden" });
    case "404":
      return json(404, { statusCode: 404, message: "Resource not found" });
    case "429":
      return json(429, { statusCode: 429, message: "Rate limit is exceeded. Try again in 1 seconds." });
    case "429-in-200":
      return json(200, { statusCode: 429, message: "Rate limit is exceeded. Try again in 1 seconds." });
    case "500":
      return json(500, { statusCode: 500, message: "Internal server error" });
    case "malformed":
      return { status: 200, body: '{"locationId": "1-0000' };
  }
}

/** Starts the fake on `port` (0: any free port) of 127.0.0.1. */
export async function startFakeCqc(port = 0, fixture: FixtureName = "older"): Promise<FakeCqc> {
  let serving: FixtureName = fixture;
  const failures: FailureMode[] = [];
  const requests: FakeCqc["requests"] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const send = ({ status, body }: { status: number; body: string }) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(body);
    };
    const control = /^\/fake\/(fixture|fail)\/([a-z0-9-]+)$/.exec(url.pathname);
    if (req.method === "PUT" && control) {
      const [, what, name = ""] = control;
      if (what === "fixture" && name in fixtures) serving = name as FixtureName;
      else if (what === "fail" && (failureModes as readonly string[]).includes(name))
        failures.push(...Array<FailureMode>(Number(url.searchParams.get("times") ?? 1)).fill(name as FailureMode));
      else return send(json(400, { message: `unknown ${what} ${name}` }));
      return send(json(200, { serving, failures }));
    }
    const key = req.headers["ocp-apim-subscription-key"] as string | undefined;
    const userAgent = req.headers["user-agent"];
    requests.push({ path: url.pathname, key, userAgent });
    const found = /^\/locations\/(1-[0-9]+)$/.exec(url.pathname);
    if (req.method !== "GET" || !found) return send(failure("404"));
    // As CQC: no User-Agent is refused; no key is 401.
    if (!userAgent) return send(failure("403"));
    if (!key) return send(failure("401"));
    const mode = failures.shift();
    if (mode) return send(failure(mode));
    send(json(200, fixtures[serving](found[1]!)));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    requests,
    serve: (name) => void (serving = name),
    failNext: (mode, times = 1) => void failures.push(...Array<FailureMode>(times).fill(mode)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { port: { type: "string", default: "4499" } } });
  const fake = await startFakeCqc(Number(values.port));
  console.log(`Fake CQC API on ${fake.url} (PUT /fake/fixture/<name>, PUT /fake/fail/<mode>?times=n)`);
}
