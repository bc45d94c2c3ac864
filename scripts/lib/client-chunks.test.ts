import { describe, expect, it } from "vitest";
import { clientChunkGroups, FRAMEWORK, isSharedSiteCode } from "#scripts/lib/client-chunks.ts";

describe("the browser's script files", () => {
  it("put React, React DOM and React Router in the framework's file, and no other package", () => {
    for (const id of [
      "/w/node_modules/react/index.js",
      "/w/node_modules/react-dom/client.js",
      "/w/node_modules/react-router/dist/index.mjs",
      "/w/node_modules/scheduler/index.js",
    ]) {
      expect(FRAMEWORK.test(id), id).toBe(true);
    }
    for (const id of ["/w/node_modules/react-icons/x.js", "/w/node_modules/zod/index.js", "/w/app/root.tsx"])
      expect(FRAMEWORK.test(id), id).toBe(false);
  });

  it("put the site's shared public code in one file, but not route modules or what only staff pages use", () => {
    expect(isSharedSiteCode("/w/app/components/public-frame/public-frame.tsx")).toBe(true);
    expect(isSharedSiteCode("/w/app/forms/enquiry-form.tsx")).toBe(true);
    expect(isSharedSiteCode("/w/app/config/business.ts")).toBe(true);
    expect(isSharedSiteCode("/w/app/routes/_marketing/home.tsx")).toBe(false);
    expect(isSharedSiteCode("/w/app/root.tsx")).toBe(false);
    expect(isSharedSiteCode("/w/app/components/staff/inbox-list/inbox-list.tsx")).toBe(false);
    // The staff frame and its error page go with the root's shared code: the root shows staff errors in them.
    expect(isSharedSiteCode("/w/app/components/staff/staff-frame/staff-frame.tsx")).toBe(true);
    expect(isSharedSiteCode("/w/app/components/staff/staff-error/staff-error.tsx")).toBe(true);
    expect(isSharedSiteCode("/w/app/components/staff/staff-frame-extra/x.tsx")).toBe(false);
    // The footer's form is on every page; the three form pages' own forms (shared with the staff pages' field lists)
    // stay with the pages that use them.
    expect(isSharedSiteCode("/w/app/forms/quick-contact/quick-contact-form.tsx")).toBe(true);
    for (const form of ["assessment", "callback", "contact"])
      expect(isSharedSiteCode(`/w/app/forms/${form}/options.ts`), form).toBe(false);
  });

  it("take into the site's file only what two entries or more share; the framework first", () => {
    expect(clientChunkGroups.find((group) => group.name === "site")).toMatchObject({ minShareCount: 2 });
    const [first] = [...clientChunkGroups].sort((a, b) => b.priority - a.priority);
    expect(first?.name).toBe("framework");
  });
});
