/** A posted form's errors: a message by the field's name (the public forms', the sign-in and staff forms'). */
export type FieldErrors = Record<string, string>;
