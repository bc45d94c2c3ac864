/**
 * The folders of app/ and which of them each may import (docs/architecture.md, "Folder arrows"). Anything not listed
 * is refused, so a folder's imports point one way only: the arrows below form no cycle (checked when the lint starts,
 * `cycleIn`), and an import cycle between two folders (auth → mail → auth through different files) always crosses an
 * arrow that is not allowed. A file's own folder is always allowed; files at the top of app/ (root.tsx,
 * entry.server.tsx, routes.ts) are the app's entry points and may import any folder.
 */
export const folderArrows = {
  // Thin: parse, call a *.server module, render; never the database itself.
  routes: [
    "audit",
    "auth",
    "careers",
    "components",
    "config",
    "content",
    "cqc",
    "data-protection",
    "enquiries",
    "family-tools",
    "forms",
    "health",
    "hooks",
    "http",
    "images",
    "inbox",
    "mail",
    "reports",
    "security",
    "utils",
  ],
  // Domain modules: each over the database; a higher one may use a lower one's public functions, never the reverse.
  "data-protection": [
    "audit",
    "auth",
    "careers",
    "config",
    "db.server",
    "enquiries",
    "http",
    "inbox",
    "mail",
    "security",
    "utils",
  ],
  // Careers (issue #27): vacancies, their pages and admin form; job applications, their form (with the enquiry forms'
  // parts and guards) and the applicants' inbox.
  careers: ["audit", "components", "config", "db.server", "enquiries", "forms", "http", "mail", "security", "utils"],
  forms: ["components", "config", "db.server", "enquiries", "hooks", "http", "mail", "security", "utils"],
  auth: ["audit", "config", "db.server", "http", "mail", "security", "utils"],
  mail: ["audit", "config", "db.server", "enquiries", "http", "inbox", "security", "utils"],
  inbox: ["audit", "config", "db.server", "enquiries", "http", "security", "utils"],
  // Reports (issue 24): the weeks' figures counted from the enquiries, their words and their CSV.
  reports: ["config", "db.server", "enquiries", "http", "inbox", "utils"],
  audit: ["config", "db.server", "http", "security", "utils"],
  enquiries: ["config", "db.server", "security", "utils"],
  // What /healthz reports: the database's, the outbox's and the CQC read's state, counts only.
  health: ["config", "cqc", "db.server", "mail"],
  // The CQC rating: the daily read of CQC's API, its storage and the alerts (issue #26).
  cqc: ["config", "db.server", "mail", "utils"],
  // The page's building blocks: components lay out content; content is typed copy over the configuration.
  components: [
    "config",
    "content",
    "cqc",
    "enquiries",
    "family-tools",
    "hooks",
    "http",
    "images",
    "inbox",
    "reports",
    "security",
    "utils",
  ],
  images: ["config", "content", "utils"],
  content: ["config", "enquiries", "family-tools", "utils"],
  hooks: ["config", "utils"],
  "family-tools": ["config", "utils"],
  // Shared low helpers, below every domain.
  http: ["config", "content", "images", "security", "utils"],
  security: ["config", "db.server", "utils"],
  utils: ["config"],
  config: [],
  // The database knows no pages, forms, staff or configuration: Kysely, drivers and its own files; handed its URL.
  "db.server": [],
};

/**
 * The folders whose files (all but `*.server.*` and tests) may ship to the browser: a route module can import any of
 * them into a page. Only the route modules themselves (React Router splits their server exports off), the database and
 * the health report (server files only) are left out.
 */
const serverOnly = new Set(["routes", "db.server", "health"]);
export const browserFolders = Object.keys(folderArrows).filter((folder) => !serverOnly.has(folder));

/** A cycle among the allowed arrows, as the list of folders around it, or null when there is none. */
export function cycleIn(arrows) {
  const done = new Set();
  const path = [];
  const visit = (folder) => {
    const at = path.indexOf(folder);
    if (at >= 0) return [...path.slice(at), folder];
    if (done.has(folder)) return null;
    path.push(folder);
    for (const next of arrows[folder] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(folder);
    return null;
  };
  for (const folder of Object.keys(arrows)) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return null;
}

const inFolder = (folder) => `**/app/${folder}/**`;

/**
 * import-x/no-restricted-paths zones, one a folder: any file in a folder of app/ (`**\/app/*\/**`) other than the
 * folder itself and the ones it may import. Paths match on their segments, so the fixtures under
 * tests/lint-fixtures/app/ fall under the same zones (tests/unit/lint-rules.test.ts).
 */
export function arrowZones(arrows = folderArrows) {
  const cycle = cycleIn(arrows);
  if (cycle) throw new Error(`The folder arrows go round in a circle: ${cycle.join(" → ")}`);
  return Object.entries(arrows).map(([folder, allowed]) => ({
    target: inFolder(folder),
    from: "**/app/*/**",
    except: [folder, ...allowed].map(inFolder),
    message: `Folders depend one way: app/${folder}/ may import ${
      allowed.length ? allowed.map((name) => `app/${name}/`).join(", ") : "no other folder of app/"
    } (docs/architecture.md, "Folder arrows").`,
  }));
}
