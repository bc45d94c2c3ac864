import startPostgres from "#tests/support/postgres-global-setup.ts";

/**
 * A PostgreSQL for a benchmark: BENCH_POSTGRES_URL when set, else a private cluster from the machine's binaries (the
 * tests' own set-up), or none (the benchmark then runs on SQLite only and says why). `stop` ends a private cluster.
 */
export async function benchPostgres(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  if (process.env.BENCH_POSTGRES_URL) return { url: process.env.BENCH_POSTGRES_URL, stop: async () => {} };
  let url = "";
  try {
    const project = { provide: (_key: string, value: string) => (url = value) };
    const stop = (await startPostgres(project as never)) ?? (async () => {});
    return url ? { url, stop } : null;
  } catch (error) {
    console.log(`PostgreSQL not available (${error instanceof Error ? error.message : error}): SQLite only.`);
    return null;
  }
}
