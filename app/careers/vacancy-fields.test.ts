import { describe, expect, it } from "vitest";
import { sampleVacancy, sampleVacancyForm } from "#tests/support/vacancies.ts";
import { checkVacancy, formValuesOf, payText } from "#app/careers/vacancy-fields.ts";

const TODAY = "2026-11-27";

describe("checkVacancy", () => {
  it("reads the admin form: pay in pence, the postcode written properly, driving as a flag", () => {
    expect(checkVacancy(sampleVacancyForm(), TODAY)).toEqual({ ok: true, fields: sampleVacancy() });
    const yearly = checkVacancy(sampleVacancyForm({ payFrom: "24,000", payTo: "£26,500.50", payUnit: "year" }), TODAY);
    expect(yearly.ok && [yearly.fields.payFromPence, yearly.fields.payToPence]).toEqual([2_400_000, 2_650_050]);
  });

  it("gives one plain message per field in error, in the form's order", () => {
    const result = checkVacancy(
      sampleVacancyForm({
        title: "  ",
        roleKind: "manager",
        postcode: "nowhere",
        payFrom: "lots",
        payTo: "",
        driving: "",
        closesOn: "2026-02-30",
        description: "bad \u0000 text",
      }),
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: "Enter the job title",
        roleKind: "Choose the kind of role",
        postcode: "Enter a full postcode where the work is, like MK9 3AB",
        payFrom: "Pay from must be a sum of money, like £12.60 or £24,000",
        payTo: "Enter the pay to, like £12.60 or £24,000",
        driving: "Say whether the job needs a driver",
        closesOn: "Enter the closing date as a real date",
        description: "Description has a hidden character in it: type it again",
      },
    });
  });

  it("refuses pay to below pay from, and a closing date already past", () => {
    expect(checkVacancy(sampleVacancyForm({ payFrom: "14", payTo: "12.60" }), TODAY)).toEqual({
      ok: false,
      errors: { payTo: "Pay to must be the same as or more than pay from" },
    });
    expect(checkVacancy(sampleVacancyForm({ closesOn: "2026-11-26" }), TODAY)).toEqual({
      ok: false,
      errors: { closesOn: "The closing date must be today or later" },
    });
    expect(checkVacancy(sampleVacancyForm({ closesOn: TODAY }), TODAY).ok).toBe(true);
  });
});

describe("pay in words", () => {
  it("shows an hourly rate with its pennies and a salary in whole pounds", () => {
    expect(payText(sampleVacancy())).toBe("£12.60 to £14.00 per hour");
    expect(payText(sampleVacancy({ payFromPence: 2_400_000, payToPence: 2_400_000, payUnit: "year" }))).toBe(
      "£24,000 per year",
    );
    expect(formValuesOf(sampleVacancy())).toMatchObject({ payFrom: "£12.60", payTo: "£14", driving: "yes" });
  });
});
