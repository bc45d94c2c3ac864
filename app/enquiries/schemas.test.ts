import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { assessmentSchema } from "#app/enquiries/assessment/schema.ts";
import { callbackSchema } from "#app/enquiries/callback/schema.ts";
import { contactSchema } from "#app/enquiries/contact/schema.ts";
import { ukToday } from "#app/utils/uk-day.ts";
import { fieldErrors } from "#app/enquiries/validate.ts";
import { quickContactSchema } from "#app/enquiries/quick-contact/schema.ts";

// Every schema at every limit: one below, at and one above, with the spec's message word for word (section 5).

const today = ukToday();
const yesterday = ukToday(new Date(Date.now() - 86_400_000));

const valid = {
  quick: { name: "Ann Smith", phone: "01632 960001", email: "ann@example.org", helpType: "loved-one", urgency: "week" },
  contact: {
    fullName: "Ann Smith",
    phone: "01632 960001",
    email: "ann@example.org",
    postcode: "MK9 3AB",
    enquiryType: "relative",
    careTypes: ["live-in"],
    urgency: "month",
    contactMethod: "phone",
    message: "My mother needs help at home.",
    agreeToContact: "on",
  },
  callback: {
    name: "Ann Smith",
    phone: "01632 960001",
    preferredDate: today,
    preferredTime: "morning",
    topic: "Costs",
  },
  assessment: {
    fullName: "Ann Smith",
    phone: "01632 960001",
    email: "ann@example.org",
    postcode: "MK9 3AB",
    assessmentFor: "parent",
    preferredDate: today,
    preferredTime: "late-afternoon",
    urgency: "this-week",
    supportNeeds: ["Personal care", "Night care"],
    currentSituation: "hospital",
    specificRequirements: "",
    additionalInfo: "",
    hearAbout: "healthcare",
    consent: "on",
  },
};

/** The first message for `field` when it holds `value` (undefined: the field is valid). */
function messageFor(schema: z.ZodType, base: Record<string, unknown>, field: string, value: unknown) {
  const result = schema.safeParse({ ...base, [field]: value });
  return result.success ? undefined : fieldErrors(result.error)[field];
}

function omit<T extends Record<string, unknown>>(object: T, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

const email = (length: number) => `${"a".repeat(length - "@example.org".length)}@example.org`;

interface LengthCase {
  field: string;
  make: (length: number) => string;
  min?: [number, string];
  max: [number, string];
}

const nameCases = (field: string, tooLong: string): LengthCase => ({
  field,
  make: (n) => "a".repeat(n),
  min: [2, "Name must be at least 2 characters"],
  max: [100, tooLong],
});
const phoneMessage = "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192";
/** A valid number spread out with spaces to the length wanted (its digits are counted, not its characters). */
const phoneCase: LengthCase = {
  field: "phone",
  make: (n) => `01632${" ".repeat(n - 11)}960001`,
  max: [20, "Phone number is too long"],
};
const emailCase: LengthCase = { field: "email", make: email, max: [255, "Email is too long"] };
const postcodeCase = (min: number): LengthCase => ({
  field: "postcode",
  make: (n) => "A".repeat(n),
  min: [min, "Please enter a valid postcode"],
  max: [10, "Postcode is too long"],
});
const textCase = (field: string, max: number, message: string): LengthCase => ({
  field,
  make: (n) => "x".repeat(n),
  max: [max, message],
});

const forms: {
  name: string;
  schema: z.ZodType;
  base: Record<string, unknown>;
  lengths: LengthCase[];
  required: [string, string][];
}[] = [
  {
    name: "quick contact",
    schema: quickContactSchema,
    base: valid.quick,
    lengths: [nameCases("name", "Name is too long"), phoneCase, emailCase],
    required: [
      ["name", "Name must be at least 2 characters"],
      ["phone", phoneMessage],
      ["email", "Please enter a valid email address"],
      ["helpType", "Please select how we can help"],
      ["urgency", "Please select how soon you need care"],
    ],
  },
  {
    name: "contact",
    schema: contactSchema,
    base: valid.contact,
    lengths: [
      nameCases("fullName", "Name is too long"),
      phoneCase,
      emailCase,
      postcodeCase(2),
      textCase("message", 2000, "Message is too long"),
    ],
    required: [
      ["fullName", "Name must be at least 2 characters"],
      ["phone", phoneMessage],
      ["email", "Please enter a valid email address"],
      ["postcode", "Please enter a valid postcode"],
      ["enquiryType", "Please select an enquiry type"],
      ["urgency", "Please select when care is needed"],
      ["contactMethod", "Please select a contact method"],
      ["agreeToContact", "You must agree to be contacted"],
    ],
  },
  {
    name: "callback",
    schema: callbackSchema,
    base: valid.callback,
    lengths: [nameCases("name", "Name is too long"), phoneCase, textCase("topic", 500, "Message is too long")],
    required: [
      ["name", "Name must be at least 2 characters"],
      ["phone", phoneMessage],
      ["preferredDate", "Please select a preferred date"],
      ["preferredTime", "Please select a preferred time"],
    ],
  },
  {
    name: "assessment",
    schema: assessmentSchema,
    base: valid.assessment,
    lengths: [
      nameCases("fullName", "Name must be less than 100 characters"),
      phoneCase,
      emailCase,
      postcodeCase(3),
      textCase("specificRequirements", 500, "Requirements must be less than 500 characters"),
      textCase("additionalInfo", 1000, "Additional information must be less than 1000 characters"),
    ],
    required: [
      ["fullName", "Name must be at least 2 characters"],
      ["phone", phoneMessage],
      ["email", "Please enter a valid email address"],
      ["postcode", "Please enter a valid postcode"],
      ["assessmentFor", "Please select who the assessment is for"],
      ["preferredDate", "Please select a preferred date"],
      ["preferredTime", "Please select a preferred time"],
      ["urgency", "Please select urgency level"],
      ["supportNeeds", "Please select at least one support need"],
      ["currentSituation", "Please select current situation"],
      ["hearAbout", "Please tell us how you heard about us"],
      ["consent", "You must agree to be contacted"],
    ],
  },
];

describe.each(forms)("the $name schema", ({ schema, base, lengths, required }) => {
  it("accepts the valid example", () => {
    expect(schema.safeParse(base).success).toBe(true);
  });

  for (const { field, make, min, max } of lengths) {
    if (min) {
      const [limit, message] = min;
      it(`${field}: ${limit - 1} characters → "${message}"; ${limit} and ${limit + 1} pass`, () => {
        expect(messageFor(schema, base, field, make(limit - 1))).toBe(message);
        expect(messageFor(schema, base, field, make(limit))).toBeUndefined();
        expect(messageFor(schema, base, field, make(limit + 1))).toBeUndefined();
      });
    }
    const [limit, message] = max;
    it(`${field}: ${limit - 1} and ${limit} characters pass; ${limit + 1} → "${message}"`, () => {
      expect(messageFor(schema, base, field, make(limit - 1))).toBeUndefined();
      expect(messageFor(schema, base, field, make(limit))).toBeUndefined();
      expect(messageFor(schema, base, field, make(limit + 1))).toBe(message);
    });
    it(`${field}: counts characters after trimming spaces`, () => {
      expect(messageFor(schema, base, field, `   ${make(limit)}   `)).toBeUndefined();
      if (min) expect(messageFor(schema, base, field, `  ${make(min[0] - 1)}  `)).toBe(min[1]);
    });
  }

  for (const [field, message] of required) {
    it(`${field} missing or empty → "${message}"`, () => {
      expect(messageFor(schema, omit(base, field), field, undefined)).toBe(message);
      expect(messageFor(schema, base, field, "")).toBe(message);
    });
  }

  it("rejects a value that is not one of a choice's options", () => {
    for (const [field, message] of required) {
      const value = base[field];
      if (typeof value === "string" && /^[a-z0-9-]+$/.test(value) && !/phone|postcode|name/i.test(field)) {
        expect(messageFor(schema, base, field, "not-an-option")).toBe(message);
      }
    }
  });
});

describe("other rules", () => {
  it("email must be an address", () => {
    expect(messageFor(contactSchema, valid.contact, "email", "ann@")).toBe("Please enter a valid email address");
    expect(messageFor(assessmentSchema, valid.assessment, "email", "ann at example.org")).toBe(
      "Please enter a valid email address",
    );
  });
  it("preferred dates: today passes, yesterday and non-dates fail", () => {
    for (const [schema, base] of [
      [callbackSchema, valid.callback],
      [assessmentSchema, valid.assessment],
    ] as const) {
      expect(messageFor(schema, base, "preferredDate", today)).toBeUndefined();
      expect(messageFor(schema, base, "preferredDate", yesterday)).toBe("Please choose today or a later date");
      expect(messageFor(schema, base, "preferredDate", "2030-02-30")).toBe("Please select a preferred date");
      expect(messageFor(schema, base, "preferredDate", "tomorrow")).toBe("Please select a preferred date");
    }
  });
  it("consent is given by a ticked box ('on') or JSON true, and nothing else", () => {
    expect(messageFor(contactSchema, valid.contact, "agreeToContact", true)).toBeUndefined();
    expect(messageFor(contactSchema, valid.contact, "agreeToContact", false)).toBe("You must agree to be contacted");
    expect(messageFor(assessmentSchema, valid.assessment, "consent", "off")).toBe("You must agree to be contacted");
  });
  it("support needs: one box ticked (a single value) passes; an unknown need fails", () => {
    expect(messageFor(assessmentSchema, valid.assessment, "supportNeeds", "Companionship")).toBeUndefined();
    expect(messageFor(assessmentSchema, valid.assessment, "supportNeeds", [])).toBe(
      "Please select at least one support need",
    );
    expect(messageFor(assessmentSchema, valid.assessment, "supportNeeds", ["Gardening"])).toBe(
      "Please select at least one support need",
    );
  });
  it("optional fields may be left out", () => {
    expect(contactSchema.parse(omit(valid.contact, "message", "careTypes"))).toMatchObject({
      message: "",
      careTypes: [],
    });
    expect(callbackSchema.parse(omit(valid.callback, "topic"))).toMatchObject({ topic: "" });
    expect(assessmentSchema.parse(omit(valid.assessment, "specificRequirements", "additionalInfo"))).toMatchObject({
      specificRequirements: "",
      additionalInfo: "",
    });
  });
});

describe("telephone numbers: counted in digits (app/utils/phone-number.ts has the rule's edges)", () => {
  it.each([
    ["quick-contact", quickContactSchema, valid.quick],
    ["contact", contactSchema, valid.contact],
    ["callback", callbackSchema, valid.callback],
    ["assessment", assessmentSchema, valid.assessment],
  ] as const)(
    "%s: nine digits are refused with GOV.UK's message, ten and eleven pass, +44 and international too",
    (_form, schema, base) => {
      expect(messageFor(schema, base, "phone", "07700 9001")).toBe(phoneMessage);
      expect(messageFor(schema, base, "phone", "0770 0900 1")).toBe(phoneMessage);
      expect(messageFor(schema, base, "phone", "Call me")).toBe(phoneMessage);
      for (const number of ["01632 960 001", "07700 900 982", "+44 808 157 0192", "+33 1 23 45 67 89"]) {
        expect(messageFor(schema, base, "phone", number), number).toBeUndefined();
      }
    },
  );
});

describe("hidden control characters (PostgreSQL cannot store NUL): refused in every text field, on both databases alike", () => {
  const hidden = "This answer has a hidden character in it that we cannot save. Please type it again.";
  const textFields: [string, z.ZodType, Record<string, unknown>, string[]][] = [
    ["quick-contact", quickContactSchema, valid.quick, ["name", "phone", "email"]],
    ["contact", contactSchema, valid.contact, ["fullName", "phone", "email", "postcode", "message"]],
    ["callback", callbackSchema, valid.callback, ["name", "phone", "topic"]],
    [
      "assessment",
      assessmentSchema,
      valid.assessment,
      ["fullName", "phone", "email", "postcode", "specificRequirements", "additionalInfo"],
    ],
  ];

  it.each(textFields)(
    "%s: NUL, BEL, ESC and U+001F in each text field get the field's message",
    (_form, schema, base, fields) => {
      for (const field of fields) {
        const text = String(base[field] || "Some words");
        for (const character of ["\u0000", "\u0007", "\u001b", "\u001f", "\u000b", "\u000c"]) {
          expect(
            messageFor(schema, base, field, `${text.slice(0, 3)}${character}${text.slice(3)}`),
            `${field} ${JSON.stringify(character)}`,
          ).toBe(hidden);
        }
      }
    },
  );

  it("tab, line feed and carriage return are ordinary text (a message in paragraphs), and so is DEL's neighbour ~", () => {
    expect(
      messageFor(contactSchema, valid.contact, "message", "First line\r\nSecond line\n\tindented ~"),
    ).toBeUndefined();
    expect(messageFor(callbackSchema, valid.callback, "topic", "Costs\nand times")).toBeUndefined();
  });
});

describe("the assessment's 'Their name' (the person who needs care): optional, else limited as the other names are", () => {
  const field = "personNeedingCare";
  it("may be missing, empty or spaces: stored as empty", () => {
    for (const value of [undefined, "", "   "]) {
      const parsed = assessmentSchema.safeParse({ ...valid.assessment, [field]: value });
      expect(parsed.success, JSON.stringify(value)).toBe(true);
      expect(parsed.data?.[field]).toBe("");
    }
    expect(assessmentSchema.parse({ ...valid.assessment, [field]: "  Grace Patel " })[field]).toBe("Grace Patel");
  });

  it("holds 2 to 100 characters", () => {
    expect(messageFor(assessmentSchema, valid.assessment, field, "G")).toBe("Their name must be at least 2 characters");
    expect(messageFor(assessmentSchema, valid.assessment, field, "Gr")).toBeUndefined();
    expect(messageFor(assessmentSchema, valid.assessment, field, "g".repeat(100))).toBeUndefined();
    expect(messageFor(assessmentSchema, valid.assessment, field, "g".repeat(101))).toBe(
      "Their name must be less than 100 characters",
    );
  });

  it("refuses hidden control characters with the same message as every text field", () => {
    for (const character of ["\u0000", "\u0007", "\u001b", "\u001f"]) {
      expect(
        messageFor(assessmentSchema, valid.assessment, field, `Gra${character}ce`),
        JSON.stringify(character),
      ).toBe("This answer has a hidden character in it that we cannot save. Please type it again.");
    }
  });
});
