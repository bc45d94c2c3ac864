/**
 * Debian's Chromium, as the browser tests and the Lighthouse audit start it. These machines have no network but the
 * package registries, so everything that would call out (background networking, component updates, sync, QUIC) is
 * off; the sandbox is off because tests run as root.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
