import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  panelFields,
  type EnquiryActionData,
  type PanelField,
  type PanelSaved,
  type PanelValues,
} from "#app/inbox/enquiry-view.ts";

/** How long Undo is offered after a change (held while focus or the pointer is on it). */
const UNDO_MS = 10_000;
/**
 * How long a list waits for the next choice before saving: arrow keys on a closed select change its value once per
 * press, and a person running down the list means the one they stop at.
 */
const SETTLE_MS = 600;

/** What the panel says after a change made at once: the change, or why it was not made; Undo for a change. */
export interface PanelNotice {
  tone: "done" | "refused";
  text: string;
  /** The controls changed and their values before, while Undo is offered. */
  undo: { fields: PanelField[]; before: PanelValues } | null;
}

/** The body of a panel change: every control's value and the value the page showed (the stored one). */
function panelBody(values: PanelValues, stored: PanelValues): FormData {
  const body = new FormData();
  body.set("intent", "save");
  body.set("at-once", "1");
  for (const field of panelFields) {
    // An unticked box is not sent, as a browser would not send it.
    if (field !== "spam" || values.spam === "yes") body.set(field, values[field]);
    body.set(`shown-${field}`, stored[field]);
  }
  return body;
}

/** The panel's values a change being sent asks for (shown until the page's data says what is stored). */
function sentValues(body: FormData | undefined): Partial<PanelValues> {
  if (!body || body.get("intent") !== "save") return {};
  return {
    stage: String(body.get("stage") ?? ""),
    assignee: String(body.get("assignee") ?? ""),
    spam: body.get("spam") === "yes" ? "yes" : "no",
  };
}

/**
 * With JavaScript, the panel's controls apply as they are changed (a fetcher posting the panel, `at-once`), and each
 * shows what is stored: its new value while it is being saved, then the stored one from the page's data, read again
 * after the change (a refused change goes back to the stored value, with the reason). After a change, Undo puts the
 * values before it back, for UNDO_MS.
 */
export function usePanelAtOnce({
  stored,
  formAction,
  messageOf,
}: {
  stored: PanelValues;
  formAction: string;
  /** What the page says of a control once saved (worded from the page's data as it now is). */
  messageOf: (field: PanelField) => string;
}) {
  const fetcher = useFetcher<PanelSaved | EnquiryActionData>();
  const [draft, setDraft] = useState<Partial<PanelValues>>({});
  // The change last sent: the values before it, and whether it was an Undo; and whether its Undo has gone.
  const [last, setLast] = useState<{ before: PanelValues; undoing: boolean } | null>(null);
  const [undoGone, setUndoGone] = useState(false);
  const [held, setHeld] = useState(false);
  // The values last sent, until their answer is in (the fetcher's own state may start a moment after the submit: a
  // checkbox must not flick back to the stored value meanwhile).
  const [sending, setSending] = useState<PanelValues | null>(null);
  const sends = useRef(0);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shown: PanelValues = { ...stored, ...sentValues(fetcher.formData), ...sending, ...draft };
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });

  function send(values: PanelValues, undoing = false) {
    clearTimeout(settle.current);
    setDraft({});
    setLast({ before: stored, undoing });
    setUndoGone(false);
    setHeld(false);
    setSending(values);
    const mine = ++sends.current;
    void fetcher.submit(panelBody(values, stored), { method: "post", action: formAction }).finally(() => {
      if (sends.current === mine) setSending(null);
    });
  }

  /** A control changed: a box applies at once, a list once the choice has settled. */
  function change(field: PanelField, value: string) {
    const values = { ...shown, [field]: value };
    if (field === "spam") return send(values);
    setDraft((before) => ({ ...before, [field]: value }));
    clearTimeout(settle.current);
    settle.current = setTimeout(() => send(latest.current), SETTLE_MS);
  }

  const saving = sending !== null || fetcher.state !== "idle" || Object.keys(draft).length > 0;
  const notice = saving || !last ? null : noticeOf(fetcher.data, last, undoGone, messageOf);

  // Undo goes after its time, unless the person is on it.
  const offered = Boolean(notice?.undo);
  useEffect(() => {
    if (!offered || held) return;
    const timer = setTimeout(() => setUndoGone(true), UNDO_MS);
    return () => clearTimeout(timer);
  }, [offered, held]);

  useEffect(() => () => clearTimeout(settle.current), []);

  /** Puts back the values before the last change; the first control it changed (focus goes there). */
  function undo(): PanelField | undefined {
    if (!notice?.undo) return undefined;
    const { fields, before } = notice.undo;
    const values = { ...stored };
    for (const field of fields) values[field] = before[field];
    send(values, true);
    return fields[0];
  }

  return { shown, change, notice, undo, setHeld, saving };
}

/** What the panel says once a change is answered and the page's data read again: the change, or why it was not made. */
function noticeOf(
  answer: PanelSaved | EnquiryActionData | undefined,
  last: { before: PanelValues; undoing: boolean },
  undoGone: boolean,
  messageOf: (field: PanelField) => string,
): PanelNotice | null {
  if (!answer) return null;
  if (answer.status === "invalid") {
    const reason = Object.values(answer.errors)[0] ?? answer.message ?? "";
    return { tone: "refused", text: `Not saved: ${reason}`, undo: null };
  }
  if (answer.changed.length === 0) return null;
  const text = answer.changed.map(messageOf).join(" ");
  if (last.undoing) return { tone: "done", text: `Undone. ${text}`, undo: null };
  return { tone: "done", text, undo: undoGone ? null : { fields: answer.changed, before: last.before } };
}
