// Clean: a file of app/db.server/ importing nothing.
export const url = "./data/site.db";
