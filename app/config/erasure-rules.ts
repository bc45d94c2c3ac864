/** An erasure's reason is required and kept with its record: at most this long (shared by the page and the server). */
export const REASON_MAX = 500;
