import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeyboardShortcuts, ShortcutsDialog } from "#app/components/staff/shortcuts-dialog/shortcuts-dialog.tsx";
import { shortcuts } from "#app/hooks/inbox-shortcuts.ts";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");

const dialog = (on: boolean) => renderToString(<ShortcutsDialog on={on} onChange={() => {}} onClose={() => {}} />);

describe("KeyboardShortcuts", () => {
  it("renders nothing on the server: without JavaScript there are no shortcuts and no button that does nothing", () => {
    expect(renderToString(<KeyboardShortcuts />)).toBe("");
  });
});

describe("ShortcutsDialog", () => {
  it("is a native dialog named by its heading", () => {
    const html = dialog(true);
    expect(html).toMatch(/^<dialog aria-labelledby="shortcuts-heading"/);
    expect(html).toContain('<h2 id="shortcuts-heading" tabindex="-1"');
    expect(text(html)).toContain("Keyboard shortcuts");
  });

  it("lists every shortcut, its key marked as one, with what it does", () => {
    const html = dialog(true);
    for (const { key, does } of shortcuts) {
      // Each key in a <kbd> of its own, whatever its classes ("/" and "?" escaped for the pattern).
      expect(html).toMatch(new RegExp(`<kbd[^>]*>${key.replace(/[/?]/g, "\\$&")}</kbd>`));
      expect(text(html)).toContain(does);
    }
    expect(text(html)).toContain("They do nothing while you type in a box, or with Ctrl, Alt or Cmd held down.");
  });

  it("says they can be turned off, and that the choice is remembered, beside the checkbox that does it", () => {
    const on = dialog(true);
    expect(on).toMatch(/<input[^>]*id="shortcuts-on"[^>]*type="checkbox"[^>]*checked=""/);
    expect(on).toMatch(/<label for="shortcuts-on"[^>]*>Use keyboard shortcuts<\/label>/);
    expect(on).toContain('aria-describedby="shortcuts-on-hint"');
    expect(text(on)).toContain(
      "Untick this if single keys get in your way, for example with speech recognition software. This browser remembers your choice.",
    );
    expect(dialog(false)).not.toMatch(/<input[^>]*checked=""/);
  });

  it("closes through its own Close button (a dialog form: no request)", () => {
    expect(dialog(true)).toMatch(/<form[^>]*method="dialog"[^>]*><button type="submit"[^>]*>Close<\/button><\/form>/);
  });
});
