import { Link } from "react-router";
import { pageHref } from "#app/components/staff/inbox-list/list-location.ts";
import { formLabels, inboxForms, type InboxFilter } from "#app/inbox/filter.ts";

type Tab = InboxFilter["form"];
const tabs: readonly Tab[] = ["all", ...[...inboxForms].reverse()];

/** The inbox's tabs: All and one per form, each with its unread count; the chosen one is the current page. */
export function InboxTabs({ filter, counts }: { filter: InboxFilter; counts: Record<Tab, number> }) {
  return (
    <nav aria-label="Enquiry lists" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const chosen = tab === filter.form;
          return (
            <li key={tab}>
              <Link
                to={pageHref(filter, {}, { form: tab })}
                aria-current={chosen ? "page" : undefined}
                className={`inline-block rounded-md border-2 border-brand-700 px-3 py-1.5 font-bold ${chosen ? "bg-brand-700 text-white no-underline" : "bg-white text-brand-700"}`}
                data-tab={tab}
              >
                {formLabels[tab]} <span className="font-normal whitespace-nowrap">({counts[tab]} unread)</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
