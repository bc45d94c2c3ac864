// The benchmark's baseline: a bare node:http handler that parses the JSON and writes the same contact row in a
// transaction of its own through the same database layer, and nothing else (no framework, validation, rate limit or
// duplicate guard).
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";
import { databaseTarget } from "#app/db.server/dialect.ts";
import { inTransaction, migrateToLatest, openDatabase } from "#app/db.server/db.server.ts";

const database = openDatabase(databaseTarget(process.env.DATABASE_URL));
await migrateToLatest(database);

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", async () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, string>;
      const now = new Date().toISOString();
      const details = {
        enquiry_type: body.enquiryType ?? "",
        service_interest: [],
        preferred_contact: body.contactMethod ?? "",
        message: body.message ?? "",
      };
      const row = await inTransaction(database, (transaction) =>
        transaction.db
          .insertInto("submissions")
          .values({
            form: "contact",
            name: body.fullName ?? "",
            phone: body.phone ?? "",
            email: body.email ?? "",
            postcode: body.postcode ?? "",
            urgency: body.urgency ?? "",
            details: JSON.stringify(details),
            created_at: now,
            consent_given: true,
            consent_given_at: now,
            consent_text: "baseline",
            origin_page: "/baseline",
            dedupe_key: randomUUID(),
          })
          .returning("id")
          .executeTakeFirstOrThrow(),
      );
      res.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify({ id: row.id }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("baseline ready"));
process.once("SIGTERM", () => server.close(() => database.close().then(() => process.exit(0))));
