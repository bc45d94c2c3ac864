import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CqcNotice } from "#app/components/staff/cqc-notice/cqc-notice.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&apos;/g, "'");

describe("CqcNotice", () => {
  it("is nothing when there is nothing to do", () => {
    expect(renderToString(<CqcNotice notice={null} />)).toBe("");
  });

  it("names a lower rating, its date and the days left", () => {
    const html = text(
      renderToString(
        <CqcNotice notice={{ reason: "worse", rating: "Requires improvement", date: "2026-11-20", daysLeft: 1 }} />,
      ),
    );
    expect(html).toContain("CQC published a lower rating: Requires improvement");
    expect(html).toContain("Published 2026-11-20.");
    expect(html).toContain("1 day left.");
  });

  it("says when the last good check was", () => {
    const html = text(renderToString(<CqcNotice notice={{ reason: "stale", lastGood: "2026-11-20", daysLeft: 14 }} />));
    expect(html).toContain("The CQC rating has not been checked for 7 days");
    expect(html).toContain("on 2026-11-20");
    expect(html).toContain("14 days left");
  });
});
