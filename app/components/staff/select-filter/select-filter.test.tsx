import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SelectFilter } from "#app/components/staff/select-filter/select-filter.tsx";

function render(value: string | null) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <SelectFilter
            id="applicant-stage"
            name="stage"
            label="Stage"
            everyLabel="All stages"
            options={[
              { value: "new", label: "New" },
              { value: "interview", label: "Interview" },
            ]}
            value={value}
          />
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe("SelectFilter", () => {
  it("is a GET form: a labelled select, every option after the one that narrows nothing, and Show", () => {
    const html = render(null);
    expect(html).toMatch(/<form [^>]*method="get"/);
    expect(html).toContain('<label for="applicant-stage" class="block font-bold">Stage</label>');
    expect(html).toContain('<select id="applicant-stage" name="stage"');
    expect(html.indexOf(">All stages<")).toBeLessThan(html.indexOf(">New<"));
    expect(html.indexOf(">New<")).toBeLessThan(html.indexOf(">Interview<"));
    expect(html).toMatch(/<option value="" selected="">All stages<\/option>/);
    expect(html).toContain(">Show</button>");
  });

  it("shows the choice now as chosen", () => {
    expect(render("interview")).toMatch(/<option value="interview" selected="">Interview<\/option>/);
  });
});
