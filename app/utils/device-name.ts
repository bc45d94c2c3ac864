/**
 * "Chrome on Windows": a short name for the browser a User-Agent header describes, so a person can tell their sessions
 * apart. A rough reading is enough: it is only ever shown to the account's owner, and an unknown one is "A browser".
 */
const browsers: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\//, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return "A browser";
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "A browser";
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
