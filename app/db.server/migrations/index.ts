import type { Migration, MigrationProvider } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";
import { submissionsMigration } from "#app/db.server/migrations/0001-submissions.ts";
import { rateLimitsWithoutRowidMigration } from "#app/db.server/migrations/0002-rate-limits-without-rowid.ts";
import { oneSubmissionsTableMigration } from "#app/db.server/migrations/0003-one-submissions-table.ts";
import { staffAccountsMigration } from "#app/db.server/migrations/0004-staff-accounts.ts";
import { inboxMigration } from "#app/db.server/migrations/0005-inbox.ts";
import { outboxMigration } from "#app/db.server/migrations/0006-outbox.ts";
import { auditGuardMigration } from "#app/db.server/migrations/0007-audit-guard.ts";
import { dataProtectionMigration } from "#app/db.server/migrations/0008-data-protection.ts";
import { accountsMigration } from "#app/db.server/migrations/0009-accounts.ts";
import { sentFastMigration } from "#app/db.server/migrations/0010-sent-fast.ts";
import { searchTheirNameMigration } from "#app/db.server/migrations/0011-search-their-name.ts";
import { stagesMigration } from "#app/db.server/migrations/0012-stages.ts";
import { promisesMigration } from "#app/db.server/migrations/0013-promises.ts";
import { cqcMigration } from "#app/db.server/migrations/0014-cqc.ts";
import { vacanciesMigration } from "#app/db.server/migrations/0015-vacancies.ts";
import { applicantsMigration } from "#app/db.server/migrations/0016-applicants.ts";
import { accountRequestsMigration } from "#app/db.server/migrations/0017-accounts.ts";
import { sessionMigration } from "#app/db.server/migrations/0018-session.ts";
import { reportsMigration } from "#app/db.server/migrations/0019-reports.ts";
import { equalityMigration } from "#app/db.server/migrations/0020-equality.ts";
import { overdueIndexMigration } from "#app/db.server/migrations/0021-overdue-index.ts";

/**
 * Every migration, named in the order they run. A static list (no reading of folders) so it works the same from the
 * server bundle, the migrate script and the tests. Add a new one at the end; never edit one that has shipped.
 */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    "0001-submissions": submissionsMigration(dialect),
    "0002-rate-limits-without-rowid": rateLimitsWithoutRowidMigration(dialect),
    "0003-one-submissions-table": oneSubmissionsTableMigration(dialect),
    "0004-staff-accounts": staffAccountsMigration(dialect),
    "0005-inbox": inboxMigration(dialect),
    "0006-outbox": outboxMigration(dialect),
    "0007-audit-guard": auditGuardMigration(dialect),
    "0008-data-protection": dataProtectionMigration(dialect),
    "0009-accounts": accountsMigration(dialect),
    "0010-sent-fast": sentFastMigration(dialect),
    "0011-search-their-name": searchTheirNameMigration(dialect),
    "0012-stages": stagesMigration(dialect),
    "0013-promises": promisesMigration(dialect),
    "0014-cqc": cqcMigration(dialect),
    "0015-vacancies": vacanciesMigration(dialect),
    "0016-applicants": applicantsMigration(dialect),
    "0017-accounts": accountRequestsMigration(dialect),
    "0018-session": sessionMigration(dialect),
    "0019-reports": reportsMigration(dialect),
    "0020-equality": equalityMigration(dialect),
    "0021-overdue-index": overdueIndexMigration,
  };
}

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return { getMigrations: async () => migrationsFor(dialect) };
}
