/**
 * Where this run's production server listens and keeps its data (playwright.config.ts starts it). One folder per port,
 * so two runs in one tree on two ports keep apart; the server's own SQLite file in it is new for each run, and the form
 * tests read the stored rows back from it.
 */
const port = Number(process.env.TEST_PORT ?? 3210);
export const testPort = port;
export const baseURL = `http://127.0.0.1:${port}`;
export const browserTestFolder = `.tmp/browser-tests/${port}`;
export const browserTestDatabase = `${browserTestFolder}/site.db`;
/** The fake of CQC's API (tests/support/fake-cqc.ts) the server reads the rating from, far from the test ports. */
export const fakeCqcUrl = `http://127.0.0.1:${port + 20_000}`;
/** The configured location the server reads (the default CQC_LOCATION_ID). */
export const cqcLocationId = "1-000000002";
