import { useEffect, useRef, useState } from "react";
import { useBusiness } from "#app/config/use-business.ts";
import { cqcWidgetScriptUrl } from "#app/components/cqc-rating/cqc-widget-url.ts";
import { CQC_ORIGIN } from "#app/security/csp.ts";

/**
 * The CQC rating a registered provider must show on its website (Regulation 20A). The server renders the rating and a
 * link to the location's CQC page; once the box comes near the viewport, the regulator's official widget script is
 * loaded asynchronously into a slot over the fallback, and replaces it only when it has drawn something.
 * Without JavaScript, or when the script cannot load, the fallback stands.
 */
export function CqcRating() {
  const business = useBusiness();
  const boxRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const [widgetShown, setWidgetShown] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    const slot = slotRef.current;
    if (!box || !slot) return;
    let script: HTMLScriptElement | undefined;
    let drawn: MutationObserver | undefined;
    const load = () => {
      script = document.createElement("script");
      script.async = true;
      script.src = cqcWidgetScriptUrl(business);
      // The widget draws beside its script tag; show it only once it has.
      drawn = new MutationObserver(() => {
        if (slot.querySelector(`:scope > :not(script)`)) setWidgetShown(true);
      });
      drawn.observe(slot, { childList: true, subtree: true });
      slot.append(script);
    };
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          near.disconnect();
          load();
        }
      },
      { rootMargin: "200px" },
    );
    near.observe(box);
    return () => {
      near.disconnect();
      drawn?.disconnect();
      script?.remove();
    };
  }, [business]);

  return (
    // The widget and the fallback share one grid cell, so the box is as tall as the taller of the two: the fallback
    // reserves the widget's room (no fixed height to leave empty), and stays there, invisible, once the widget shows.
    <div
      ref={boxRef}
      className="grid w-full max-w-sm rounded-lg border-2 border-brand-700 bg-white p-6"
      data-testid="cqc-rating"
    >
      <div ref={slotRef} hidden={!widgetShown} className="[grid-area:1/1]" data-cqc-origin={CQC_ORIGIN} />
      <div className={`[grid-area:1/1] ${widgetShown ? "invisible" : ""}`}>
        <p className="font-bold text-muted">Care Quality Commission</p>
        <p className="mt-2 text-lg">Overall rating</p>
        <p className="mt-1 text-3xl font-bold text-brand-700">{business.cqcRating}</p>
        <p className="mt-4">
          <a href={business.cqcLocationUrl} target="_blank" rel="noopener noreferrer" className="font-bold">
            See the report on the CQC website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
        <p className="mt-2 text-base text-muted">CQC location ID: {business.cqcLocationId}</p>
      </div>
    </div>
  );
}
