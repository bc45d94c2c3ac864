import { describe, expect, it } from "vitest";
import { auditActions } from "#app/audit/audit.server.ts";
import {
  accountOf,
  auditActionLabels,
  auditCsvColumns,
  detailsLines,
  shortHash,
  whoDidIt,
} from "#app/audit/audit-text.server.ts";

// The audit log in words: each action's label, who did it, the details as "key: value", the export's columns.

describe("the audit log in words", () => {
  it("has a label of its own for every action", () => {
    const labels = auditActions.map((action) => auditActionLabels[action]);
    for (const label of labels) expect(label).toMatch(/^[A-Z][^.]*[a-z)]$/);
    expect(new Set(labels).size).toBe(auditActions.length);
  });

  it("says who did it: the account's address, a removed account, someone not signed in, or the command line", () => {
    expect(whoDidIt({ action: "sign-in", actorId: 3, actorEmail: "ann@example.org", clientHash: "ab" })).toBe(
      "ann@example.org",
    );
    expect(whoDidIt({ action: "sign-in", actorId: 3, actorEmail: null, clientHash: null })).toBe("account 3 (removed)");
    expect(whoDidIt({ action: "sign-in-failed", actorId: null, actorEmail: null, clientHash: null })).toBe(
      "someone not signed in",
    );
    expect(whoDidIt({ action: "access-requested", actorId: null, actorEmail: null, clientHash: "ab" })).toBe(
      "someone not signed in",
    );
    // Every action of someone not signed in says so, even without a client address to hash.
    for (const action of ["sign-in-failed", "sign-in-blocked", "access-requested", "access-confirmed"] as const) {
      expect(whoDidIt({ action, actorId: null, actorEmail: null, clientHash: null }), action).toBe(
        "someone not signed in",
      );
    }
    expect(whoDidIt({ action: "admin-created", actorId: null, actorEmail: null, clientHash: null })).toBe(
      "command line",
    );
    expect(accountOf({ accountId: null, accountEmail: null })).toBeNull();
    expect(accountOf({ accountId: 4, accountEmail: null })).toBe("account 4 (removed)");
    expect(accountOf({ accountId: 4, accountEmail: "bob@example.org" })).toBe("bob@example.org");
  });

  it("writes details as key: value, and shortens the client hash", () => {
    expect(detailsLines({ from: "staff", to: "admin", rows: 3, searched: false, date: null })).toEqual([
      "from: staff",
      "to: admin",
      "rows: 3",
      "searched: no",
      "date: none",
    ]);
    // An absent value is "none" too; anything but text, numbers and booleans is written as JSON.
    expect(detailsLines({ gone: undefined, kept: true, list: [1, 2], filter: { form: "all" } })).toEqual([
      "gone: none",
      "kept: yes",
      "list: [1,2]",
      'filter: {"form":"all"}',
    ]);
    expect(detailsLines(null)).toEqual([]);
    expect(shortHash("0123456789abcdef0123456789abcdef")).toBe("01234567");
    expect(shortHash(null)).toBeNull();
  });

  it("exports every field of an entry", () => {
    const entry = {
      id: 7,
      at: "2026-07-01T08:05:00.000Z",
      action: "role-changed" as const,
      actorId: 1,
      actorEmail: "ann@example.org",
      accountId: 2,
      accountEmail: null,
      submissionId: 9,
      clientHash: "f".repeat(32),
      details: { from: "staff", to: "admin" },
    };
    expect(Object.fromEntries(auditCsvColumns.map((column) => [column.header, column.value(entry)]))).toEqual({
      Entry: "7",
      "When (UK time)": "1 Jul 2026, 09:05",
      "When (UTC)": "2026-07-01T08:05:00.000Z",
      Action: "Role changed",
      "Action code": "role-changed",
      "Done by": "ann@example.org",
      "Done by (account id)": "1",
      Account: "account 2 (removed)",
      "Account id": "2",
      "Enquiry id": "9",
      Details: "from: staff; to: admin",
      "Client hash": "f".repeat(32),
    });
  });

  it("leaves a cell empty for what an entry does not have", () => {
    const entry = {
      id: 8,
      at: "2026-07-01T08:05:00.000Z",
      action: "retention-purge" as const,
      actorId: null,
      actorEmail: null,
      accountId: null,
      accountEmail: null,
      submissionId: null,
      clientHash: null,
      details: null,
    };
    expect(Object.fromEntries(auditCsvColumns.map((column) => [column.header, column.value(entry)]))).toMatchObject({
      "Done by": "command line",
      "Done by (account id)": "",
      Account: "",
      "Account id": "",
      "Enquiry id": "",
      Details: "",
      "Client hash": "",
    });
  });
});
