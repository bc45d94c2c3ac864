import { vi } from "vitest";

/** A line of the app's log (app/utils/log.server.ts writes one JSON object a line), as the tests compare it. */
export interface LogEntry {
  level: string;
  message: string;
}

/**
 * Every log line written from here on, parsed, in order: info goes to stdout and the rest to stderr, so both are
 * caught. Undone by `vi.restoreAllMocks()` (each test file that uses it restores after each test).
 */
export function captureLog(): LogEntry[] {
  const lines: LogEntry[] = [];
  const keep = (text: unknown) => {
    const { level, message } = JSON.parse(String(text)) as LogEntry;
    lines.push({ level, message });
  };
  vi.spyOn(console, "log").mockImplementation(keep);
  vi.spyOn(console, "error").mockImplementation(keep);
  return lines;
}
