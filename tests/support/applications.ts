import { randomUUID } from "node:crypto";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { submitApplication } from "#app/careers/applications.server.ts";
import { cvTypeOf } from "#app/careers/cv-file.server.ts";
import { cvFiles } from "#tests/support/cv-files.ts";

/**
 * A job application stored through the careers form's own path, with a PDF CV, from a client of its own (so no rate
 * limit is met); its id. Only what a test varies is asked for; the rest are valid answers.
 */
export async function storeApplication(
  database: SiteDatabase,
  {
    name,
    email,
    phone = "07700 900 555",
    about = `About ${name}`,
    cvFileName = "cv.pdf",
    now,
  }: { name: string; email: string; phone?: string; about?: string; cvFileName?: string; now?: number },
): Promise<number> {
  const pdf = cvFiles.pdf();
  const outcome = await submitApplication(
    {
      fullName: name,
      phone,
      email,
      postcode: "MK9 1AA",
      rightToWork: "yes",
      driving: "no-licence",
      availability: "Evenings",
      experience: "1-to-3",
      about,
    },
    {
      request: { method: "POST", path: "/careers/apply", requestId: null, clientAddress: randomUUID() },
      signals: {},
      idempotencyKey: null,
      vacancySlug: null,
      cv: { fileName: cvFileName, type: cvTypeOf(pdf)!, bytes: pdf },
      database,
      ...(now === undefined ? {} : { now }),
    },
  );
  if (outcome.kind !== "stored") throw new Error(JSON.stringify(outcome));
  return outcome.id;
}
