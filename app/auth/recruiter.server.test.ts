import { describe, expect, it } from "vitest";
import { canSeeApplicants } from "#app/auth/guard.server.ts";

describe("who sees job applicants", () => {
  it("admins, and staff with the recruiter permission; other staff see enquiries only", () => {
    expect(canSeeApplicants({ role: "admin", recruiter: false })).toBe(true);
    expect(canSeeApplicants({ role: "staff", recruiter: true })).toBe(true);
    expect(canSeeApplicants({ role: "staff", recruiter: false })).toBe(false);
  });
});
