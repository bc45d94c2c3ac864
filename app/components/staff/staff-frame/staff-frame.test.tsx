import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { StaffFrame } from "#app/components/staff/staff-frame/staff-frame.tsx";

// The staff pages' bar marks where one is: the page itself (aria-current="page"), or, on an enquiry, the inbox as the
// section one is in (aria-current="true"), since the inbox's own link (/admin) cannot match its enquiries' paths.

function render(path: string) {
  const frame = (
    <StaffFrame account={{ email: "sam@example.org", role: "admin" }}>
      <h1>Page</h1>
    </StaffFrame>
  );
  const router = createMemoryRouter([{ path: "*", element: frame }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

/** The staff bar's links that are marked current, as `text: value`. */
const marked = (html: string) =>
  [...html.matchAll(/<a [^>]*aria-current="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, value, text]) => `${text}: ${value}`);

describe("StaffFrame's staff pages bar", () => {
  it("marks the inbox as the page on /admin, and only it", () => {
    expect(marked(render("/admin"))).toEqual(["Enquiries: page"]);
  });

  it("marks the inbox as the section on an enquiry's page", () => {
    expect(marked(render("/admin/enquiries/42"))).toEqual(["Enquiries: true"]);
  });

  it("marks another staff page as the page, and the inbox not at all", () => {
    expect(marked(render("/admin/reports"))).toEqual(["Reports: page"]);
    expect(marked(render("/admin/staff"))).toEqual(["Staff accounts: page"]);
  });

  it("marks nothing on a path beside the enquiries that only starts like them", () => {
    expect(marked(render("/admin/enquiries"))).toEqual([]);
  });
});
