import { sql, type SqlBool } from "kysely";

/**
 * Enquiries nobody has called yet: still at the stage New, no call logged, not spam. The one condition To do's overdue
 * count (app/inbox) and the escalations and /healthz's count (app/mail) add their due time to. Written literally, as
 * migration 0021's index of these rows is, so that both planners read that index alone.
 */
export const notCalledYet = sql<SqlBool>`status = 'new' and first_contacted_at is null and is_spam = false`;
