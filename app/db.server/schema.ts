import type { ColumnType, Generated } from "kysely";

/**
 * The database as the code sees it, the same for SQLite and PostgreSQL. Values come back in each driver's own shape
 * (SQLite: booleans as 0/1, timestamps and lists as text; PostgreSQL: booleans, Date objects, parsed JSON): read rows
 * through `normaliseRow` (rows.server.ts) before using them.
 */

/** Written as an ISO 8601 UTC string; read back as a string (SQLite) or a Date (PostgreSQL). */
type Timestamp = ColumnType<string | Date, string, string>;
/** Written as a boolean (the SQLite plugin turns it into 0/1); read back as a boolean or 0/1. */
type Flag = ColumnType<boolean | number, boolean | undefined, boolean>;
/** A list of strings, written as JSON text; read back as text (SQLite) or an array (PostgreSQL jsonb). */
type List = ColumnType<string | string[], string, string>;

/** Columns every submission table has besides the visitor's fields. */
export interface SubmissionColumns {
  id: Generated<number>;
  /** Staff have read it: false when stored. */
  read: Flag;
  /** When it was stored, UTC. */
  created_at: Timestamp;
  /** The visitor agreed to be contacted, and when. */
  consent_given: Flag;
  consent_given_at: Timestamp | null;
  /** The words of the consent the visitor agreed to, as shown beside the form. */
  consent_text: string;
  /** The page the form was sent from, or the API path. */
  origin_page: string;
  /** Caught by the honeypot (before migration 0009, also by the minimum time to fill): kept for staff, flagged. */
  is_spam: Flag;
  spam_reason: string | null;
  /** The form's or the API client's idempotency key: a retry with the same key finds this row. */
  idempotency_key: string | null;
  /**
   * SHA-256 of the form and its normalised fields: the same submission again within the duplicate window is this row.
   * Unique; an older row gives it up (suffixed with its id) when the same fields come again after the window.
   */
  dedupe_key: string;
  /** The server's id of the request that stored it, to find it in the logs. */
  request_id: string | null;
}

export interface QuickContactSubmissionTable extends SubmissionColumns {
  name: string;
  phone: string;
  email: string;
  help_type: string;
  urgency: string;
}

export interface ContactSubmissionTable extends SubmissionColumns {
  name: string;
  phone: string;
  email: string;
  postcode: string;
  enquiry_type: string;
  /** The kinds of care the visitor ticked (optional). */
  service_interest: List;
  urgency: string;
  preferred_contact: string;
  message: string;
}

export interface CallbackSubmissionTable extends SubmissionColumns {
  name: string;
  phone: string;
  /** YYYY-MM-DD as the visitor chose it (a calendar date, no time zone). */
  preferred_date: string;
  preferred_time: string;
  topic: string;
}

export interface AssessmentSubmissionTable extends SubmissionColumns {
  /** The booking reference shown to the visitor: unique. */
  reference: string;
  full_name: string;
  phone: string;
  email: string;
  postcode: string;
  /** Who the assessment is for (myself, parent, spouse, friend, professional). */
  relationship_to_person: string;
  preferred_date: string;
  preferred_time: string;
  urgency: string;
  support_needs: List;
  current_situation: string;
  specific_requirements: string;
  additional_information: string;
  hear_about: string;
  /** The spec's columns that the form does not ask for: kept for the dashboard, NULL (never filled with other data). */
  address: string | null;
  person_needing_care: string | null;
  mobility_requirements: string | null;
}

/** Form-specific fields as a JSON object: written as JSON text; read back as text (SQLite) or an object (PostgreSQL jsonb). */
type Details = ColumnType<string | Record<string, unknown>, string, string>;

/** The forms, as stored in `submissions.form`. */
export type StoredFormName = "quick-contact" | "contact" | "callback" | "assessment";

/**
 * Where an enquiry is in a family's journey (the inbox sets it; every submission starts as "new"; migration 0012).
 * The words and the order are in app/inbox/stages.ts.
 */
export type SubmissionStatus = "new" | "contacted" | "assessment-booked" | "care-started" | "not-going-ahead";
/** Why an enquiry is not going ahead: set with that stage (NULL only on rows migrated from "closed"), else NULL. */
export type StageReason = "out-of-area" | "another-provider" | "funding" | "no-longer-needed" | "could-not-reach";
/** How a call to the family went. */
export type ContactOutcome = "reached" | "no-answer" | "left-message" | "wrong-number";

/**
 * Every submission of every form, one row each (migration 0003, ADR 0004). The fields all forms share are columns with
 * one name each; a form's own fields are in `details`, under the column names of the form's former table, as its field
 * list (app/enquiries/<form>/field-list.ts) says.
 */
export interface SubmissionTable extends SubmissionColumns {
  form: StoredFormName;
  /** The row's id in its form's former table (rows stored before migration 0003), else NULL. */
  legacy_id: number | null;
  /** The booking reference (assessments): unique. */
  reference: string | null;
  /** The person: the name they gave. */
  name: string;
  phone: string;
  /** NULL where the form does not ask (callback). */
  email: string | null;
  postcode: string | null;
  urgency: string | null;
  status: ColumnType<SubmissionStatus, SubmissionStatus | undefined, SubmissionStatus>;
  stage_reason: ColumnType<StageReason | null, StageReason | null | undefined, StageReason | null>;
  /** When staff first logged a call to the family, whatever its outcome; NULL until then. */
  first_contacted_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  details: Details;
  /** Who (a staff account's id) last opened it while unread, and when; NULL while unread. */
  read_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  read_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The staff member it is assigned to, if any. */
  assigned_to: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * When it arrived or staff last changed it (status, assignment, a note, spam): retention counts from it (ADR 0009).
   * The forms always set it; NULL (a row written some other way) counts as its arrival.
   */
  last_activity_at: ColumnType<string | Date | null, string | undefined, string>;
  /**
   * When the first contact with the family is due (ADR 0017): the form's promise counted from `created_at` in office
   * hours or round the clock, or a callback's chosen window when later (app/enquiries/due-time.ts). Stored in the same
   * insert as the row; migration 0013 gave the rows before it theirs by the same rule. NULL only for a row written some
   * other way.
   */
  due_at: ColumnType<string | Date | null, string | undefined, string>;
  /**
   * When the office was e-mailed that it fell due without a first contact (migration 0019, app/mail/escalation.server.ts),
   * set in the transaction that queued the e-mail: once per enquiry. NULL until then.
   */
  escalated_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  /**
   * Sent sooner than the minimum time to fill (FORM_MIN_FILL_MS): browser autofill, or a bot that left the honeypot
   * empty. Not spam (migration 0009): listed with the others, marked "sent very fast" for staff.
   */
  sent_fast: Flag;
}

export interface RateLimitTable {
  /** Keyed hash (HMAC-SHA-256) of the client's address: never the address itself. */
  client_key: string;
  form: string;
  /** Start of the fixed window, seconds since 1970. */
  window_start: number;
  hits: number;
}

export interface AppSettingTable {
  name: string;
  value: string;
}

/** What a staff member may do: admins also manage staff accounts (ADR 0005). */
export type StaffRole = "admin" | "staff";
/** pending: asked for access, has none yet; active: may sign in; disabled: may not, sessions ended. */
export type StaffState = "pending" | "active" | "disabled";

/** A whole number that PostgreSQL's bigint gives back as a string: read it through Number(). */
type BigNumber = ColumnType<number | string, number, number>;

export interface StaffAccountTable {
  id: Generated<number>;
  /** Lower-cased and trimmed. */
  email: string;
  /** Argon2id PHC string; NULL until an invited person chooses a password. */
  password_hash: string | null;
  role: StaffRole;
  /** May see job applicants (migration 0016); admins may whatever it says. */
  recruiter: ColumnType<boolean | number, boolean | undefined, boolean>;
  state: StaffState;
  /** The sealed TOTP key (app/security/secret-box.server.ts); NULL until enrolled or after an MFA reset. */
  totp_key: string | null;
  totp_last_step: BigNumber | null;
  mfa_enrolled_at: Timestamp | null;
  created_at: Timestamp;
  approved_at: Timestamp | null;
  approved_by: number | null;
  last_sign_in_at: Timestamp | null;
  password_changed_at: Timestamp | null;
  /** SHA-256 (hex) of the link that confirms a request for access; NULL once followed, or never a request. */
  request_token_hash: string | null;
  /** When the request's link was followed: admins see a pending request only after it. */
  request_confirmed_at: Timestamp | null;
  /** The name a request for access gave; NULL for invitations and requests made before it was asked. */
  request_name: string | null;
  /** Why they need access, in their words, as the request gave it; NULL like `request_name`. */
  request_reason: string | null;
}

export interface StaffRecoveryCodeTable {
  account_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface StaffSessionTable {
  /** SHA-256 (hex) of the cookie's token. */
  id: string;
  account_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** When the second factor was given; NULL for a half-session (password only). */
  second_factor_at: Timestamp | null;
  /** The browser's User-Agent, cut to 200 characters: to tell one's sessions apart. */
  user_agent: string | null;
}

/** Why someone else ended a session: "Sign out everywhere" (its owner, on another device) or an admin. */
export type SessionEndReason = "everywhere" | "admin";

/** A session someone else ended, until its browser next comes (then deleted) or the daily run. */
export interface StaffSessionEndTable {
  /** SHA-256 (hex) of the ended session's token. */
  id: string;
  account_id: number;
  reason: SessionEndReason;
  ended_at: Timestamp;
}

/** A staff form's text sent after the session had ended: sealed, for its account only, until `expires_at`. */
export interface StaffDraftTable {
  account_id: number;
  /** The page it was sent from (a path under /admin). */
  page: string;
  /** `{ field, text }` as JSON, sealed (secret-box). */
  sealed: string;
  expires_at: Timestamp;
}

export interface StaffInviteTable {
  /** SHA-256 (hex) of the link's token. */
  id: string;
  /** An invitation makes an account; a password reset sets a new password on an existing one. */
  purpose: "invite" | "password-reset";
  email: string;
  role: StaffRole;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  /** Until when the counter refuses attempts, in epoch milliseconds (0: not blocked). */
  blocked_until_ms: BigNumber;
}

export interface AuditLogTable {
  id: Generated<BigNumber>;
  at: Timestamp;
  action: string;
  actor_id: number | null;
  account_id: number | null;
  submission_id: number | null;
  client_hash: string | null;
  /** JSON object text (SQLite) or jsonb (PostgreSQL); never personal data. */
  details: Details | null;
}

/** A staff member's note on an enquiry: kept, never edited. */
export interface SubmissionNoteTable {
  id: Generated<number>;
  submission_id: number;
  author_id: number | null;
  body: string;
  created_at: Timestamp;
}

/** One call staff made to the family about an enquiry: kept, never edited (migration 0012). */
export interface ContactAttemptTable {
  id: Generated<number>;
  submission_id: number;
  outcome: ContactOutcome;
  /** Staff's words about the call, as a note's (may name the person): never in the audit log. NULL when none. */
  note: string | null;
  staff_id: number | null;
  created_at: Timestamp;
}

/** A search of the inbox, kept on the server so its words never land in a URL; its id is the list's `q`. */
export interface InboxSearchTable {
  id: string;
  account_id: number;
  search: string;
  created_at: Timestamp;
}

/** What an outbox row is for (app/mail/messages.server.ts renders each). */
export type OutboxKind =
  | "enquiry"
  | "acknowledgement"
  | "staff-invite"
  | "staff-password-reset"
  | "staff-approved"
  | "staff-address-in-use"
  | "staff-confirm-request"
  | "staff-cqc-rating"
  /** A new job application: that one came, and where to read it; nothing about the applicant. */
  | "staff-new-application"
  /** An enquiry fell due without a first contact: its form, reference, how overdue, a link; nothing about the person. */
  | "staff-escalation";
/** pending: waiting or being sent; sent; failed: refused for good, or out of attempts (an admin may send it again). */
export type OutboxState = "pending" | "sent" | "failed";

/** One e-mail to send (migration 0006, ADR 0007). Times in epoch milliseconds. */
export interface OutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  submission_id: number | null;
  recipient: string | null;
  sealed_payload: string | null;
  /** The Message-ID header, the same for every attempt: a receiving system keeps one copy. */
  message_id: string;
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_ms: BigNumber;
  lease_token: string | null;
  last_error: string | null;
  created_ms: BigNumber;
  finished_ms: BigNumber | null;
}

/** What is left of an enquiry erased on request: no personal data (migration 0008, ADR 0009). */
export interface ErasedEnquiryTable {
  id: Generated<number>;
  form: StoredFormName;
  received_at: Timestamp;
  erased_at: Timestamp;
  /** The admin who erased it; NULL from the command line. */
  erased_by: number | null;
  reason: string;
}

/**
 * The last good answer of CQC's API for the registered location, and the daily read's state (migration 0014, issue
 * #26). Ratings are CQC's labels as published; times in epoch milliseconds.
 */
export interface CqcRatingTable {
  location_id: string;
  overall: string;
  safe: string | null;
  effective: string | null;
  caring: string | null;
  responsive: string | null;
  well_led: string | null;
  /** The report's date (older framework) or the assessment's publication date (single assessment), YYYY-MM-DD; null when not rated. */
  rating_date: string | null;
  report_url: string;
  /** The rating is the previous provider's (CQC gives it with that provider's organisationId). */
  inherited: Flag;
  /** The last successful read. */
  checked_ms: BigNumber;
  /** When this rating (overall and date) was first read. */
  changed_ms: BigNumber;
  /** Why the reads since the last good one failed, or null. */
  failure: string | null;
  /** When staff were told that no read had succeeded for 7 days (once per such spell). */
  stale_told_ms: BigNumber | null;
}

/** What a vacancy is: a draft only staff see, published (listed until it closes) or closed (migration 0015). */
export type VacancyState = "draft" | "published" | "closed";

/** A job the office advertises on /careers (migration 0015, app/careers/vacancies.server.ts). */
export interface VacancyTable {
  id: Generated<number>;
  /** Made once from the title, unique, never changed: the page's address. */
  slug: string;
  title: string;
  role_kind: string;
  /** The town (JobPosting's addressLocality), its county (addressRegion) and a postcode there. */
  area: string;
  region: string;
  postcode: string;
  /** full-time, part-time, either, or bank (app/careers/vacancy-fields.ts). */
  hours: string;
  /** The hours and pattern in words, as staff write them ("Mornings and weekends, 16-30 hours a week"). */
  pattern: string;
  pay_from_pence: number;
  pay_to_pence: number;
  pay_unit: "hour" | "year";
  driving_needed: Flag;
  /** The last UK day it is open (YYYY-MM-DD). */
  closes_on: string;
  /** Plain text: blank line = paragraph, lines starting "- " = list (app/careers/vacancy-text.ts). */
  description: string;
  state: ColumnType<VacancyState, VacancyState | undefined, VacancyState>;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Timestamp | null;
  closed_at: Timestamp | null;
}

/** Where a job application is in the hiring (migration 0016). */
export type ApplicationStage = "new" | "phone-screen" | "interview" | "offer" | "hired" | "not-progressed";

/** A job application from /careers/apply (migration 0016): apart from the enquiries, with its own stages. */
export interface ApplicationTable {
  id: Generated<number>;
  created_at: Timestamp;
  last_activity_at: Timestamp;
  vacancy_slug: string | null;
  vacancy_title: string | null;
  name: string;
  phone: string;
  email: string;
  postcode: string;
  right_to_work: string;
  driving: string;
  availability: string;
  experience: string;
  about: string;
  stage: ColumnType<ApplicationStage, ApplicationStage | undefined, ApplicationStage>;
  not_progressed_reason: string | null;
  /** The interview's date and time as staff typed it (YYYY-MM-DDTHH:MM, UK time). */
  interview_at: string | null;
  read: Flag;
  is_spam: Flag;
  spam_reason: string | null;
  idempotency_key: string | null;
  request_id: string | null;
}

/** An application's CV: only staff who may see applicants download it, never a public URL. */
export interface ApplicationCvTable {
  application_id: number;
  file_name: string;
  media_type: string;
  size: number;
  bytes: Uint8Array;
}

/** A staff member's note on an application: kept, never edited. */
export interface ApplicationNoteTable {
  id: Generated<number>;
  application_id: number;
  author_id: number | null;
  body: string;
  created_at: Timestamp;
}

/**
 * One applicant's optional equality monitoring answers (migration 0020, ADR 0022): nothing in it leads back to the
 * application. NULL: the question was left unanswered.
 */
export interface EqualityAnswerTable {
  /** SHA-256 (hex) of the one-use pass the answers came with. */
  id: string;
  /** YYYY-MM, UK time. */
  month: string;
  role_kind: string;
  age_band: string | null;
  sex: string | null;
  gender_same_as_birth: string | null;
  disability: string | null;
  ethnic_group: string | null;
  religion: string | null;
  sexual_orientation: string | null;
}

export interface Database {
  submissions: SubmissionTable;
  /** Read-only views with the columns of the four former tables (the spec's four lists). */
  quick_contact_submissions: QuickContactSubmissionTable;
  contact_submissions: ContactSubmissionTable;
  callback_submissions: CallbackSubmissionTable;
  assessment_submissions: AssessmentSubmissionTable;
  rate_limits: RateLimitTable;
  app_settings: AppSettingTable;
  staff_accounts: StaffAccountTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_sessions: StaffSessionTable;
  staff_session_ends: StaffSessionEndTable;
  staff_drafts: StaffDraftTable;
  staff_invites: StaffInviteTable;
  auth_throttle: AuthThrottleTable;
  audit_log: AuditLogTable;
  submission_notes: SubmissionNoteTable;
  contact_attempts: ContactAttemptTable;
  inbox_searches: InboxSearchTable;
  outbox: OutboxTable;
  erased_enquiries: ErasedEnquiryTable;
  cqc_rating: CqcRatingTable;
  vacancies: VacancyTable;
  applications: ApplicationTable;
  application_cvs: ApplicationCvTable;
  application_notes: ApplicationNoteTable;
  equality_answers: EqualityAnswerTable;
}

export type SubmissionTableName =
  "quick_contact_submissions" | "contact_submissions" | "callback_submissions" | "assessment_submissions";
