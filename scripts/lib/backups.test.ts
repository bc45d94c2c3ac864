import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBackupFile, publishBackupFile, UNFINISHED_SUFFIX } from "#scripts/lib/backups.ts";

// The name a backup is written under: its UTC second, and a number after it when that second's name is taken, by a
// backup or by the unfinished copy a killed run left. A run begun in the same second as another still takes its backup.

const BEGUN = new Date(Date.UTC(2026, 10, 28, 3, 15, 42, 250));
const NAME = "site-2026-11-28T03-15-42Z";

describe("createBackupFile", () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), "backups-")), "backups");
  });
  afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it("creates an empty owner-only file named after the second the backup began, in an owner-only folder", () => {
    const file = createBackupFile(dir, "sqlite", BEGUN);
    expect(file).toBe(path.join(dir, `${NAME}.db${UNFINISHED_SUFFIX}`));
    expect(statSync(file).size).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(path.basename(createBackupFile(dir, "postgres", BEGUN))).toBe(`${NAME}.dump${UNFINISHED_SUFFIX}`);
  });

  it("takes the next number when a killed run's unfinished copy has the name, and leaves that copy as it was", () => {
    const killed = createBackupFile(dir, "sqlite", BEGUN);
    writeFileSync(killed, "part of a copy");
    const next = createBackupFile(dir, "sqlite", BEGUN);
    expect(path.basename(next)).toBe(`${NAME}-2.db${UNFINISHED_SUFFIX}`);
    expect(publishBackupFile(next)).toBe(path.join(dir, `${NAME}-2.db`));
    expect(readdirSync(dir).sort()).toEqual([`${NAME}-2.db`, `${NAME}.db${UNFINISHED_SUFFIX}`]);
    expect(statSync(killed).size).toBe("part of a copy".length);
  });

  it("takes the next number when a finished backup has the name, so two backups in one second both keep theirs", () => {
    const first = publishBackupFile(createBackupFile(dir, "sqlite", BEGUN));
    writeFileSync(first, "the first backup");
    const second = publishBackupFile(createBackupFile(dir, "sqlite", BEGUN));
    const third = publishBackupFile(createBackupFile(dir, "sqlite", new Date(BEGUN.getTime() + 749)));
    expect([first, second, third].map((file) => path.basename(file))).toEqual([
      `${NAME}.db`,
      `${NAME}-2.db`,
      `${NAME}-3.db`,
    ]);
    expect(statSync(first).size).toBe("the first backup".length);
    // The next second begins again without a number.
    expect(path.basename(createBackupFile(dir, "sqlite", new Date(BEGUN.getTime() + 750)))).toBe(
      `site-2026-11-28T03-15-43Z.db${UNFINISHED_SUFFIX}`,
    );
  });
});
