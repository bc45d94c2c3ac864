/**
 * The C0 control characters but tab, line feed and carriage return. Nobody types them; PostgreSQL cannot store NUL at
 * all (nor compare with it), so they are refused on both databases alike wherever text is typed: the enquiry forms
 * (app/enquiries/fields.ts) and every staff form (app/http/form-values.ts). No imports, so the browser may load it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

/** Whether `text` holds a hidden control character. */
export const hasHiddenCharacters = (text: string): boolean => text.match(HIDDEN_CHARACTERS) !== null;

/** `text` without its hidden control characters: what the person sees of what they typed. */
export const withoutHiddenCharacters = (text: string): string => text.replace(HIDDEN_CHARACTERS, "");
