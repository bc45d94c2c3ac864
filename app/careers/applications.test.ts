import { describe, expect, it } from "vitest";
import { applicationFields, applicationSchema, vacancySlugOf } from "#app/careers/applications.ts";

/** What an application must never ask before an offer (Equality Act 2010 s.60; issue 27), by the words that name it. */
const FORBIDDEN = [
  /\bage\b/i,
  /birth/i,
  /\bdob\b/i,
  /health/i,
  /disab/i,
  /medical/i,
  /marital|married|spouse|partner/i,
  /children|\bkids\b|dependants/i,
  /nationality|citizen|country of origin|passport/i,
  /religio|faith|belief/i,
  /gender|\bsex\b|pregnan/i,
  /ethnic|\brace\b/i,
  /criminal|conviction|caution|\bdbs\b/i,
];

describe("the job application's fields", () => {
  it("ask nothing about age, date of birth, health, disability, marital status, children, nationality, religion or convictions", () => {
    const asked = [
      ...applicationFields.flatMap((field) => [
        field.name,
        field.column,
        field.label,
        ...("options" in field ? field.options.map((option) => `${option.value} ${option.label}`) : []),
      ]),
      ...Object.keys(applicationSchema.shape),
    ];
    for (const text of asked) for (const forbidden of FORBIDDEN) expect(text, String(forbidden)).not.toMatch(forbidden);
  });

  it("are exactly the schema's fields, each in the field list once", () => {
    expect(applicationFields.map((field) => field.name).sort()).toEqual(Object.keys(applicationSchema.shape).sort());
  });

  it("accept 'none' as care experience and 'not sure' for the right to work", () => {
    const parsed = applicationSchema.safeParse({
      fullName: "Ada Applicant",
      phone: "07700 900 982",
      email: "ada@example.com",
      postcode: "MK9 1AA",
      rightToWork: "not-sure",
      driving: "no-licence",
      availability: "Weekday mornings",
      experience: "none",
      about: "I looked after my grandmother.",
    });
    expect(parsed.success).toBe(true);
  });
});

describe("vacancySlugOf", () => {
  it("takes a slug as /careers/{slug} has it, and nothing else", () => {
    expect(vacancySlugOf("home-carer-milton-keynes")).toBe("home-carer-milton-keynes");
    for (const value of ["", "Home-Carer", "a--b", "-a", "a b", "../x", "a/b", "x".repeat(101), null, ["a"]])
      expect(vacancySlugOf(value), String(value)).toBeNull();
  });
});
