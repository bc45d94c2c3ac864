import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hasInboxShortcuts,
  rememberShortcutsOn,
  rowAfter,
  shortcutFor,
  shortcuts,
  shortcutsOn,
  type KeyLike,
} from "#app/hooks/inbox-shortcuts.ts";

/** A key pressed on the page itself (focus on a link, a button or nowhere), no modifier held. */
const press = (key: string, more: Partial<KeyLike> = {}): KeyLike => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: { tagName: "A", isContentEditable: false, closest: () => null },
  ...more,
});

const keys = { j: "next", k: "previous", u: "back", "/": "search", "?": "help" } as const;

describe("shortcutFor", () => {
  it.each(Object.entries(keys))("maps %s to %s", (key, action) => {
    expect(shortcutFor(press(key))).toBe(action);
  });

  it("takes ? with Shift held, as most keyboards type it", () => {
    expect(shortcutFor(press("?", { shiftKey: true } as Partial<KeyLike>))).toBe("help");
  });

  it.each(["J", "K", "U", "Enter", "Escape", " ", "a", "ArrowDown", "Tab", "Dead"])("leaves %j alone", (key) => {
    expect(shortcutFor(press(key))).toBeNull();
  });

  it.each(["BODY", "A", "BUTTON", "TR", "MAIN"])("fires with focus on a %s", (tagName) => {
    expect(shortcutFor(press("j", { target: { tagName } }))).toBe("next");
  });

  it("fires when the target is the document (no tag name)", () => {
    expect(shortcutFor(press("j", { target: null }))).toBe("next");
  });

  describe("never while typing", () => {
    const fields = [
      ["an input", { tagName: "INPUT" }],
      ["a textarea", { tagName: "TEXTAREA" }],
      ["a select", { tagName: "SELECT" }],
      ["editable text", { tagName: "DIV", isContentEditable: true }],
      ["an editable paragraph", { tagName: "P", isContentEditable: true }],
    ] as const;
    for (const [name, target] of fields) {
      it.each(Object.keys(keys))(`in ${name}: %s`, (key) => {
        expect(shortcutFor(press(key, { target }))).toBeNull();
      });
    }
  });

  describe("never with a modifier held", () => {
    for (const modifier of ["ctrlKey", "altKey", "metaKey"] as const) {
      it.each(Object.keys(keys))(`${modifier}: %s`, (key) => {
        expect(shortcutFor(press(key, { [modifier]: true }))).toBeNull();
      });
    }
  });

  it("never while an input method composes, nor when a nearer handler used the key", () => {
    expect(shortcutFor(press("j", { isComposing: true }))).toBeNull();
    expect(shortcutFor(press("j", { defaultPrevented: true }))).toBeNull();
  });

  it("never inside an open dialog (its own keys: the shortcuts' list, the session warning)", () => {
    const inDialog = { tagName: "BUTTON", closest: (selectors: string) => (selectors === "dialog[open]" ? {} : null) };
    for (const key of Object.keys(keys)) expect(shortcutFor(press(key, { target: inDialog }))).toBeNull();
  });

  it("fires every key the dialog lists, but Enter, which the focused link answers itself", () => {
    for (const { key, action } of shortcuts) {
      expect(shortcutFor(press(key))).toBe(action === "open" ? null : action);
    }
    expect(shortcuts.map(({ key }) => key).sort()).toEqual(["/", "?", "Enter", "j", "k", "u"].sort());
  });
});

describe("rowAfter", () => {
  it("starts at the first row whichever way, when no row is current", () => {
    expect(rowAfter(-1, 3, "next")).toBe(0);
    expect(rowAfter(-1, 3, "previous")).toBe(0);
  });

  it("moves one row at a time and stops at either end", () => {
    expect(rowAfter(0, 3, "next")).toBe(1);
    expect(rowAfter(1, 3, "next")).toBe(2);
    expect(rowAfter(2, 3, "next")).toBe(2);
    expect(rowAfter(2, 3, "previous")).toBe(1);
    expect(rowAfter(0, 3, "previous")).toBe(0);
  });

  it("starts again at the top when the current row is past a list that got shorter, and has none in an empty list", () => {
    expect(rowAfter(5, 3, "next")).toBe(0);
    expect(rowAfter(-1, 0, "next")).toBe(-1);
  });
});

describe("the choice to turn them off", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const storage = () => {
    const kept = new Map<string, string>();
    return {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
  };

  it("is on until turned off, and remembered both ways", () => {
    vi.stubGlobal("window", { localStorage: storage() });
    expect(shortcutsOn()).toBe(true);
    rememberShortcutsOn(false);
    expect(shortcutsOn()).toBe(false);
    rememberShortcutsOn(true);
    expect(shortcutsOn()).toBe(true);
  });

  it("leaves them on in a browser that keeps nothing, and does not throw", () => {
    const refusing = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.stubGlobal("window", { localStorage: { getItem: refusing, setItem: refusing, removeItem: refusing } });
    expect(() => rememberShortcutsOn(false)).not.toThrow();
    expect(shortcutsOn()).toBe(true);
  });
});

describe("hasInboxShortcuts", () => {
  it("is true when a matched route's handle asks for them", () => {
    expect(hasInboxShortcuts([{ handle: undefined }, { handle: { inboxShortcuts: true } }])).toBe(true);
    expect(hasInboxShortcuts([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(false);
    expect(hasInboxShortcuts([])).toBe(false);
  });
});
