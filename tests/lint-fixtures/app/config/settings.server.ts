// A stand-in for app/config/env.server.ts: the configuration, read once at start.
export const settings = () => ({ DATABASE_URL: process.env.DATABASE_URL });
