import { formLabel, formNames, shortWeekLabel, type FormName, type WeekFigures } from "#app/reports/report.ts";

/**
 * The enquiries of each week as stacked bars, one colour per form, drawn on the server as SVG: no script, no library.
 * Hidden from screen readers (the table after it holds the same figures, with its caption); the legend says which
 * colour is which form, and the bars stack in the legend's order, darkest at the bottom.
 */
const fills: Record<FormName, string> = {
  "quick-contact": "fill-brand-800",
  contact: "fill-brand-600",
  callback: "fill-accent-400",
  assessment: "fill-muted",
};
const swatches: Record<FormName, string> = {
  "quick-contact": "bg-brand-800",
  contact: "bg-brand-600",
  callback: "bg-accent-400",
  assessment: "bg-muted",
};

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 34;
const RIGHT = 6;
const TOP = 10;
const BOTTOM = 28;

/** A top for the axis: a round number at or above the busiest week, in steps of 1, 2 or 5 times a power of ten. */
function axisSteps(most: number): { top: number; step: number } {
  const rough = Math.max(1, most) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const wholeStep = Math.max(1, step);
  return { top: Math.max(wholeStep, Math.ceil(Math.max(1, most) / wholeStep) * wholeStep), step: wholeStep };
}

export function WeeklyChart({ weeks }: { weeks: readonly WeekFigures[] }) {
  const { top, step } = axisSteps(Math.max(0, ...weeks.map((week) => week.enquiries)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const band = (WIDTH - LEFT - RIGHT) / weeks.length;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  return (
    <div className="mt-4" data-weekly-chart>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-3xl" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className="stroke-muted/40" strokeWidth={1} />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" className="fill-ink text-[11px]">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          let below = 0;
          const x = LEFT + index * band + band * 0.18;
          return (
            <g key={week.monday} data-bar={week.monday}>
              {formNames.map((form) => {
                const count = week.byForm[form];
                if (count === 0) return null;
                const bar = (
                  <rect
                    key={form}
                    x={x}
                    width={band * 0.64}
                    y={y(below + count)}
                    height={y(below) - y(below + count)}
                    className={fills[form]}
                  />
                );
                below += count;
                return bar;
              })}
              <text x={x + band * 0.32} y={HEIGHT - 10} textAnchor="middle" className="fill-ink text-[11px]">
                {shortWeekLabel(week.monday)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {formNames.map((form) => (
          <li key={form} className="flex items-center gap-2">
            <span className={`inline-block size-3.5 border border-ink ${swatches[form]}`} />
            {formLabel(form)}
          </li>
        ))}
      </ul>
    </div>
  );
}
