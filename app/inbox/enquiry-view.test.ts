import { describe, expect, it } from "vitest";
import { enquiryIntents, panelFields } from "#app/inbox/enquiry-view.ts";

// The enquiry page reads `?done=` against these lists: an intent left out (or misspelt) would leave its change
// without the answer the page shows where it was made.

describe("the enquiry page's forms", () => {
  it("answers on the page the changes made there, and no other (marking unread goes back to the list)", () => {
    expect(enquiryIntents).toEqual(["save", "note", "call", "send-again"]);
    expect(enquiryIntents).not.toContain("unread");
  });

  it("saves the follow-up panel's three controls together", () => {
    expect(panelFields).toEqual(["stage", "assignee", "spam"]);
  });
});
