/** Clean: content owns its types. */
export interface BadgeContent {
  label: string;
}

export const badge: BadgeContent = { label: "Rated Good" };
