import { Link } from "react-router";
import { pageHref } from "#app/components/staff/inbox-list/list-location.ts";
import { formLabels, inboxForms, type InboxFilter, type InboxTab } from "#app/inbox/filter.ts";

const tabs: readonly InboxTab[] = ["todo", "all", ...[...inboxForms].reverse()];

/**
 * The inbox's tabs: To do (with how many are overdue), All and one per form (with their unread counts); the chosen one
 * is the current page. One line at any width: a row of links that scrolls sideways when it must (by touch, or by Tab,
 * which brings each link into view), with or without JavaScript.
 */
export function InboxTabs({
  filter,
  unread,
  overdue,
}: {
  filter: InboxFilter;
  unread: Record<Exclude<InboxTab, "todo">, number>;
  overdue: number;
}) {
  return (
    <nav aria-label="Enquiry lists" className="min-w-0">
      <ul className="flex gap-2 overflow-x-auto py-1" data-tabs>
        {tabs.map((tab) => {
          const chosen = tab === filter.form;
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={pageHref(filter, {}, { form: tab })}
                aria-current={chosen ? "page" : undefined}
                className={`inline-block rounded-md border-2 border-brand-700 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap ${chosen ? "bg-brand-700 text-white no-underline" : "bg-white text-brand-700"}`}
                data-tab={tab}
              >
                {formLabels[tab]}{" "}
                <span className="font-normal">({tab === "todo" ? `${overdue} overdue` : `${unread[tab]} unread`})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
