import { useEffect, useRef } from "react";

/**
 * The inbox's keyboard shortcuts (issue #25, point 5), as help desks have them: j and k move through the list, Enter
 * opens (the focused link does that itself), u goes back to the list, / goes to the search box and ? lists them. They
 * find what they act on by markers the pages already carry, so the list and the enquiry page need not know of them:
 * the rows' links (`data-enquiry-link`), each row (`data-enquiry`), the enquiry page's "Back to the list" link
 * (`data-back`) and the search box (`#inbox-search`). A page without one of these simply has no use for that key.
 */

/** What a key does. */
export type ShortcutAction = "next" | "previous" | "back" | "search" | "help";

/** The shortcuts as the dialog lists them, in this order; `key` is the `KeyboardEvent.key` that fires each. */
export const shortcuts: readonly { key: string; action: ShortcutAction | "open"; does: string }[] = [
  { key: "j", action: "next", does: "Next enquiry in the list" },
  { key: "k", action: "previous", does: "Previous enquiry in the list" },
  // Not ours to handle: the focused row's link opens on Enter as any link does.
  { key: "Enter", action: "open", does: "Open the highlighted enquiry" },
  { key: "u", action: "back", does: "Back to the list, from an enquiry" },
  { key: "/", action: "search", does: "Search enquiries" },
  { key: "?", action: "help", does: "Show these shortcuts" },
];

const actionOfKey = new Map(
  shortcuts.flatMap(({ key, action }) => (action === "open" ? [] : [[key, action] as const])),
);

/** Where a key was pressed: the parts of an element (or of any event target) that say whether someone is typing. */
interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selectors: string) => unknown;
}

/** The parts of a `KeyboardEvent` that decide the shortcut (a plain object in tests). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: TargetLike | EventTarget | null;
}

const FIELD_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/**
 * What a key press asks for, or null. Never while typing (in any input, a textarea, a select or editable text), inside
 * an open dialog (the dialog's own keys), with Ctrl, Alt or Meta held (the browser's and the system's shortcuts), while
 * an input method is composing, or when a handler nearer the key has already used it. Shift is not refused: `?` needs it
 * on most keyboards, and `key` already tells "J" from "j".
 */
export function shortcutFor(event: KeyLike): ShortcutAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing || event.defaultPrevented) return null;
  const target = (event.target ?? {}) as TargetLike;
  if (target.isContentEditable || FIELD_TAGS.has(target.tagName ?? "")) return null;
  if (typeof target.closest === "function" && target.closest("dialog[open]")) return null;
  return actionOfKey.get(event.key) ?? null;
}

/**
 * The row j or k moves to, from the row at `current` (-1: none yet) in a list of `count`: the first row when none
 * is current yet, either way; it stops at either end rather than wrap around (as mail programs do).
 */
export function rowAfter(current: number, count: number, action: "next" | "previous"): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return 0;
  return action === "next" ? Math.min(current + 1, count - 1) : Math.max(current - 1, 0);
}

/** Where staff's choice to turn the shortcuts off is kept, in this browser (WCAG 2.1.4: single keys can be turned off). */
export const SHORTCUTS_OFF_KEY = "inbox-shortcuts";

/** Whether the shortcuts are on in this browser: on unless turned off (a browser that keeps nothing: on). */
export function shortcutsOn(): boolean {
  try {
    return window.localStorage.getItem(SHORTCUTS_OFF_KEY) !== "off";
  } catch {
    return true;
  }
}

/** Turns the shortcuts on or off in this browser (a browser that keeps nothing: for this page only). */
export function rememberShortcutsOn(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(SHORTCUTS_OFF_KEY);
    else window.localStorage.setItem(SHORTCUTS_OFF_KEY, "off");
  } catch {
    // Storage refused (a private window's quota, a policy): the choice holds until the page is loaded again.
  }
}

const ROW_LINK = "[data-enquiry-link]";
const ROW = "[data-enquiry]";
const BACK_LINK = "[data-back]";
const SEARCH_BOX = "#inbox-search";
/** The row j and k moved to (styled in app.css): where they go on from when focus has left the list. */
export const CURRENT_ROW = "data-shortcut-current";

const rowOf = (link: Element): Element => link.closest(ROW) ?? link;

/** Moves the highlight and focus to the next or previous row's link, scrolled into view; false when there is no list. */
function moveThroughRows(action: "next" | "previous"): boolean {
  const links = [...document.querySelectorAll<HTMLElement>(ROW_LINK)];
  if (links.length === 0) return false;
  const focused = document.activeElement;
  let current = focused ? links.findIndex((link) => rowOf(link).contains(focused)) : -1;
  if (current < 0) current = links.findIndex((link) => rowOf(link).hasAttribute(CURRENT_ROW));
  const link = links[rowAfter(current, links.length, action)]!;
  for (const row of document.querySelectorAll(`[${CURRENT_ROW}]`)) row.removeAttribute(CURRENT_ROW);
  const row = rowOf(link);
  row.setAttribute(CURRENT_ROW, "");
  row.scrollIntoView({ block: "nearest" });
  link.focus({ preventScroll: true });
  return true;
}

/** Does what the key asks on this page; false when the page has nothing for it (the key is then left alone). */
function perform(action: ShortcutAction, openHelp: () => void): boolean {
  switch (action) {
    case "next":
    case "previous":
      return moveThroughRows(action);
    case "back": {
      const link = document.querySelector<HTMLElement>(BACK_LINK);
      link?.click();
      return Boolean(link);
    }
    case "search": {
      const box = document.querySelector<HTMLInputElement>(SEARCH_BOX);
      box?.focus();
      // The words of the search shown are selected: typing starts a new search, an arrow key keeps them to change.
      box?.select();
      return Boolean(box);
    }
    case "help":
      openHelp();
      return true;
  }
}

/**
 * Listens for the shortcuts while `on` (the person has not turned them off); `openHelp` shows the dialog that lists
 * them. A key the page has a use for is taken (its default prevented: Firefox's quick find on `/`); any other is left
 * to the browser.
 */
export function useInboxShortcuts({ on, openHelp }: { on: boolean; openHelp: () => void }) {
  const help = useRef(openHelp);
  useEffect(() => {
    help.current = openHelp;
  });
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (action && perform(action, () => help.current())) event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [on]);
}

/** A route's `handle` that turns the shortcuts on for its page: `export const handle = { inboxShortcuts: true };`. */
export interface InboxShortcutsHandle {
  inboxShortcuts?: boolean;
}

/** Whether the page shown (the matched routes) has the inbox's shortcuts. */
export const hasInboxShortcuts = (matches: readonly { handle?: unknown }[]): boolean =>
  matches.some((match) => (match.handle as InboxShortcutsHandle | undefined)?.inboxShortcuts === true);
