import type { ReactNode } from "react";
import { Cell, ResponsiveTable, Row, RowHeader } from "#app/components/responsive-table/responsive-table.tsx";
import {
  formLabel,
  formNames,
  reachedStages,
  stageLabel,
  weekLabel,
  withinShare,
  type WeekFigures,
} from "#app/reports/report.ts";
import { durationText } from "#app/utils/duration-text.ts";

/**
 * The reports' figures as tables, one row per week (a card per week below 768 px): what the chart draws, and the
 * figures it does not. Numbers as text, the same words as the CSV's.
 */
const weekName = (week: WeekFigures) => `${weekLabel(week.monday)}${week.current ? " (so far)" : ""}`;
const wait = (ms: number | null) => (ms === null ? "none called" : durationText(ms, { inHours: true }));

export function FormsTable({ weeks }: { weeks: readonly WeekFigures[] }) {
  const columns = ["Week starting", ...formNames.map(formLabel), "All"];
  return (
    <ResponsiveTable caption="Enquiries each week, by form" columns={columns} name="report-forms">
      {weeks.map((week) => (
        <Row key={week.monday} data={{ "data-week": week.monday }}>
          <RowHeader>{weekName(week)}</RowHeader>
          {formNames.map((form) => (
            <Cell key={form} label={formLabel(form)}>
              {week.byForm[form]}
            </Cell>
          ))}
          <Cell label="All">{week.enquiries}</Cell>
        </Row>
      ))}
    </ResponsiveTable>
  );
}

export function FirstCallTable({ weeks }: { weeks: readonly WeekFigures[] }) {
  const columns = [
    "Week starting",
    "Due or called by now",
    "Called within the promise",
    "First called",
    "Median wait (office hours)",
    "90th percentile wait (office hours)",
  ];
  return (
    <ResponsiveTable caption="First calls each week" columns={columns} name="report-first-calls">
      {weeks.map((week) => {
        const share = withinShare(week);
        return (
          <Row key={week.monday} data={{ "data-week": week.monday }}>
            <RowHeader>{weekName(week)}</RowHeader>
            <Cell label={columns[1]!}>{week.promiseJudged}</Cell>
            <Cell label={columns[2]!}>
              {week.withinPromise}
              {share === null ? null : ` (${share}%)`}
            </Cell>
            <Cell label={columns[3]!}>{week.firstContacted}</Cell>
            <Cell label={columns[4]!}>{wait(week.medianWaitMs)}</Cell>
            <Cell label={columns[5]!}>{wait(week.p90WaitMs)}</Cell>
          </Row>
        );
      })}
    </ResponsiveTable>
  );
}

export function StagesTable({ weeks }: { weeks: readonly WeekFigures[] }) {
  const stageColumn = (stage: (typeof reachedStages)[number]) =>
    stage === "not-going-ahead" ? stageLabel(stage) : `Reached ${stageLabel(stage)}`;
  const columns = ["Week starting", "Enquiries", ...reachedStages.map(stageColumn)];
  return (
    <ResponsiveTable caption="Stages reached by each week's enquiries" columns={columns} name="report-stages">
      {weeks.map((week) => (
        <Row key={week.monday} data={{ "data-week": week.monday }}>
          <RowHeader>{weekName(week)}</RowHeader>
          <Cell label="Enquiries">{week.enquiries}</Cell>
          {reachedStages.map((stage) => (
            <Cell key={stage} label={stageColumn(stage)}>
              {week.reached[stage]}
            </Cell>
          ))}
        </Row>
      ))}
    </ResponsiveTable>
  );
}

export function PagesTable({ weeks }: { weeks: readonly WeekFigures[] }) {
  const columns = ["Week starting", "Enquiries", "Sent from"];
  return (
    <ResponsiveTable caption="The pages each week's enquiries were sent from" columns={columns} name="report-pages">
      {weeks.map((week) => (
        <Row key={week.monday} data={{ "data-week": week.monday }}>
          <RowHeader>{weekName(week)}</RowHeader>
          <Cell label="Enquiries">{week.enquiries}</Cell>
          <Cell label="Sent from">
            {week.pages.length === 0 ? (
              "none"
            ) : (
              <ul>
                {week.pages.map((page) => (
                  <li key={page.page} className="wrap-anywhere" data-page={page.page}>
                    <code>{page.page}</code>: {page.enquiries}
                  </li>
                ))}
              </ul>
            )}
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  );
}

/** One part of the reports page: its heading (which names the section), a few words, then its chart or table. */
export function ReportSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="heading-l">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
