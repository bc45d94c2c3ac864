import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { businessSettings } from "#app/config/business.ts";
import { ErrorBoundary } from "#app/root.tsx";

function renderError(error: unknown) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => null, ErrorBoundary }]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ errors: { root: error } }} />);
}

describe("the root error boundary", () => {
  const dev = import.meta.env.DEV;
  afterEach(() => {
    import.meta.env.DEV = dev;
  });

  it("shows production visitors an apology and the phone number, never the error's message", () => {
    import.meta.env.DEV = false;
    const html = renderError(new Error("secret connection string"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain(businessSettings.mainPhone.fallback);
    expect(html).not.toContain("secret connection string");
  });

  it("shows the message to developers", () => {
    import.meta.env.DEV = true;
    expect(renderError(new Error("a useful message"))).toContain("a useful message");
  });

  it("shows the not-found page for a 404 response", () => {
    // The shape isRouteErrorResponse recognises, as React Router's hydration data carries it.
    const html = renderError({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(html).toContain("Oops! Page not found");
    expect(html).not.toContain("Unexpected Application Error!");
  });
});
