import type { Queryable } from "#app/db.server/db.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import {
  findPersonRecords,
  personCondition,
  type PersonQuery,
  type PersonRecord,
} from "#app/data-protection/person.server.ts";
import { applicationsOfPerson, type PersonApplication } from "#app/careers/applicants.server.ts";
import { formDefinitions } from "#app/enquiries/definitions.ts";

/**
 * What a search on the data protection page found, grouped by the person each enquiry names (ADR 0013). A phone
 * number (a landline shared by a couple, a family) or an e-mail address can find enquiries of several people: staff
 * see one group per name, are told when there is more than one, and tick the enquiries a copy or an erasure is for.
 *
 * Which are ticked to begin with: every enquiry of the one person the search points at. That is the only name found,
 * or, when an e-mail address was searched, the only name on enquiries with that address (with the enquiries of that
 * name the phone number found). When the search points at several names (a phone number or an address they share),
 * nothing is ticked: staff choose, since only they know who asked.
 */

export interface FoundEnquiry {
  id: number;
  form: string;
  reference: string | null;
  receivedAt: string;
  email: string | null;
  phone: string;
}

export interface PersonGroup {
  /** The name as first given, or "" when none was. */
  name: string;
  emails: string[];
  phones: string[];
  enquiries: FoundEnquiry[];
}

export interface PersonResults {
  groups: PersonGroup[];
  /** Ids of the enquiries ticked: the preselection, or what staff ticked (only ids the search found). */
  ticked: number[];
  /** Job applications with the address or number (issue 27), listed apart, ticked by the same rule. */
  applications: (Omit<PersonApplication, "createdAt"> & { receivedAt: string })[];
  tickedApplications: number[];
}

/** A name as compared when grouping: case, accents' composed forms, spaces and punctuation do not tell people apart. */
const nameKey = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const phoneKey = (phone: string) => phone.replace(/\D/g, "");

/** Values without repeats (compared by `key`), in the order first seen. */
function distinct(values: (string | null)[], key: (value: string) => string): string[] {
  const seen = new Map<string, string>();
  for (const value of values) if (value?.trim() && !seen.has(key(value))) seen.set(key(value), value.trim());
  return [...seen.values()];
}

/** The enquiries grouped by name, groups in the order their first enquiry arrived. */
export function groupByPerson(records: readonly PersonRecord[]): PersonGroup[] {
  const groups = new Map<string, PersonRecord[]>();
  for (const record of records) groups.set(nameKey(record.name), [...(groups.get(nameKey(record.name)) ?? []), record]);
  return [...groups.values()].map((members) => ({
    name: members[0]!.name.trim(),
    emails: distinct(
      members.map((member) => member.email),
      (email) => email.toLowerCase(),
    ),
    phones: distinct(
      members.map((member) => member.phone),
      phoneKey,
    ),
    enquiries: members.map((member) => ({
      id: member.id,
      form: formDefinitions[member.form].names.sent,
      reference: member.reference,
      receivedAt: formatUkDateTime(member.createdAt),
      email: member.email,
      phone: member.phone,
    })),
  }));
}

/** The enquiries ticked to begin with (see the comment at the top). */
export function preselected(groups: readonly PersonGroup[], query: PersonQuery): number[] {
  const byEmail = query.email
    ? groups.filter((group) => group.emails.some((email) => email.toLowerCase() === query.email))
    : [];
  const chosen =
    byEmail.length === 1 ? byEmail[0] : byEmail.length === 0 && groups.length === 1 ? groups[0] : undefined;
  return chosen ? chosen.enquiries.map((enquiry) => enquiry.id) : [];
}

/** What the search finds, grouped, with the preselection (`ticked` undefined: a new search) or staff's ticks kept. */
export async function findPeople(
  db: Queryable,
  query: PersonQuery,
  ticked?: readonly number[],
  tickedApplications?: readonly number[],
): Promise<PersonResults> {
  const groups = groupByPerson(await findPersonRecords(db, query));
  const found = new Set(groups.flatMap((group) => group.enquiries.map((enquiry) => enquiry.id)));
  const applications = await applicationsOfPerson(db, personCondition(query));
  const foundApplications = new Set(applications.map((application) => application.id));
  const startTicked = ticked ? ticked.filter((id) => found.has(id)) : preselected(groups, query);
  // An application is ticked to begin with when it names the person whose enquiries are, or, with no enquiries, when
  // every application found names one person (the rule of ADR 0013: staff choose when the search finds several).
  const names = new Set(
    groups
      .filter((group) => group.enquiries.some((enquiry) => startTicked.includes(enquiry.id)))
      .map((group) => nameKey(group.name)),
  );
  const applicantNames = new Set(applications.map((application) => nameKey(application.name)));
  const startApplications = tickedApplications
    ? tickedApplications.filter((id) => foundApplications.has(id))
    : applications
        .filter((application) =>
          groups.length === 0 ? applicantNames.size === 1 : names.has(nameKey(application.name)),
        )
        .map((application) => application.id);
  return {
    groups,
    ticked: startTicked,
    applications: applications.map(({ createdAt, ...application }) => ({
      ...application,
      receivedAt: formatUkDateTime(createdAt),
    })),
    tickedApplications: startApplications,
  };
}
