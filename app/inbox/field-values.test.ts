import { describe, expect, it } from "vitest";
import { detailsKey, type StoredField } from "#app/enquiries/field-list.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { displayValue, rawValue, type StoredValues } from "#app/inbox/field-values.ts";

// A stored field as staff read it, from the form's field list: shared columns, keys of `details`, choices by their
// labels, lists of choices joined with "; ", consent as Yes or No, and nothing as "".

const field = (form: keyof typeof fieldLists, key: string): StoredField => {
  const found = fieldLists[form].find((candidate) => (detailsKey(candidate) ?? candidate.column) === key);
  if (!found) throw new Error(`${form} has no field ${key}`);
  return found;
};

const contact: StoredValues = {
  name: "Margaret Smith",
  phone: "07700 900123",
  email: "margaret@example.org",
  postcode: "MK9 9ZZ",
  urgency: "immediate",
  consentGiven: true,
  details: {
    enquiry_type: "relative",
    service_interest: ["live-in", "dementia"],
    preferred_contact: "email-contact",
    message: "Mum needs help with medication.",
  },
};

describe("displayValue", () => {
  it("shows the shared columns as stored", () => {
    expect(displayValue(field("contact", "name"), contact)).toBe("Margaret Smith");
    expect(displayValue(field("contact", "phone"), contact)).toBe("07700 900123");
    expect(displayValue(field("contact", "email"), contact)).toBe("margaret@example.org");
    expect(displayValue(field("contact", "postcode"), contact)).toBe("MK9 9ZZ");
  });

  it("shows a key of details as stored", () => {
    expect(displayValue(field("contact", "message"), contact)).toBe("Mum needs help with medication.");
    const callback = { ...contact, details: { preferred_date: "2026-12-01", topic: "Costs" } };
    expect(displayValue(field("callback", "preferred_date"), callback)).toBe("2026-12-01");
    expect(displayValue(field("callback", "topic"), callback)).toBe("Costs");
  });

  it("shows a choice by its label, the urgency column among them", () => {
    expect(displayValue(field("contact", "enquiry_type"), contact)).toBe("Care for a relative or friend");
    expect(displayValue(field("contact", "preferred_contact"), contact)).toBe("Email");
    expect(displayValue(field("contact", "urgency"), contact)).toBe("Immediately");
    // The same value reads by each form's own label.
    expect(displayValue(field("assessment", "urgency"), contact)).toBe("Immediately (within 24-48 hours)");
    expect(displayValue(field("quick-contact", "urgency"), { ...contact, urgency: "48hours" })).toBe("Within 48 hours");
    // A value the list does not know shows as stored.
    expect(
      displayValue(field("contact", "enquiry_type"), { ...contact, details: { enquiry_type: "retired-choice" } }),
    ).toBe("retired-choice");
  });

  it("joins a list of choices with '; ', each by its label", () => {
    expect(displayValue(field("contact", "service_interest"), contact)).toBe("Live-in care; Dementia care");
    expect(
      displayValue(field("contact", "service_interest"), { ...contact, details: { service_interest: ["respite"] } }),
    ).toBe("Respite care");
    expect(
      displayValue(field("contact", "service_interest"), {
        ...contact,
        details: { service_interest: ["respite", "unknown"] },
      }),
    ).toBe("Respite care; unknown");
    expect(displayValue(field("contact", "service_interest"), { ...contact, details: { service_interest: [] } })).toBe(
      "",
    );
    const assessment = { ...contact, details: { support_needs: ["Personal care", "Mobility support"] } };
    expect(displayValue(field("assessment", "support_needs"), assessment)).toBe("Personal care; Mobility support");
  });

  it("shows consent as Yes or No", () => {
    const consent = field("contact", "consent_given");
    expect(displayValue(consent, contact)).toBe("Yes");
    expect(displayValue(consent, { ...contact, consentGiven: false })).toBe("No");
  });

  it("shows a missing, null or empty value as nothing", () => {
    const empty: StoredValues = {
      name: "",
      phone: "",
      email: null,
      postcode: null,
      urgency: null,
      consentGiven: false,
      details: { message: null, topic: "" },
    };
    expect(displayValue(field("contact", "name"), empty)).toBe("");
    expect(displayValue(field("contact", "email"), empty)).toBe("");
    expect(displayValue(field("contact", "postcode"), empty)).toBe("");
    expect(displayValue(field("contact", "urgency"), empty)).toBe("");
    expect(displayValue(field("contact", "message"), empty)).toBe("");
    expect(displayValue(field("callback", "topic"), empty)).toBe("");
    expect(displayValue(field("contact", "enquiry_type"), empty)).toBe("");
    expect(displayValue(field("contact", "service_interest"), empty)).toBe("");
    expect(displayValue(field("assessment", "address"), empty)).toBe("");
  });
});

describe("rawValue", () => {
  it("reads shared columns and keys of details as stored", () => {
    expect(rawValue(field("contact", "service_interest"), contact)).toEqual(["live-in", "dementia"]);
    expect(rawValue(field("contact", "consent_given"), contact)).toBe(true);
    expect(rawValue(field("contact", "urgency"), contact)).toBe("immediate");
    expect(rawValue(field("contact", "message"), { ...contact, details: {} })).toBeUndefined();
  });
});
