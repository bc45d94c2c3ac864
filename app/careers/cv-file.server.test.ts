import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "#app/careers/applications.ts";
import { checkCv, cvTypeOf } from "#app/careers/cv-file.server.ts";
import { cvFiles } from "#tests/support/cv-files.ts";

describe("a CV's type, by its content", () => {
  it("knows PDF, Word .docx and Word .doc by their first bytes", () => {
    expect(cvTypeOf(cvFiles.pdf())?.extension).toBe("pdf");
    expect(cvTypeOf(cvFiles.docx())?.extension).toBe("docx");
    expect(cvTypeOf(cvFiles.doc())?.extension).toBe("doc");
  });

  it("refuses a program, a web page and a ZIP that is not a Word document, whatever they are called", async () => {
    for (const [bytes, name] of [
      [cvFiles.exe(), "cv.pdf"],
      [cvFiles.html(), "cv.docx"],
      [cvFiles.zip(), "cv.docx"],
    ] as const) {
      expect(cvTypeOf(bytes)).toBeNull();
      const file = new File([bytes], name, { type: "application/pdf" });
      expect(await checkCv(file)).toEqual({ kind: "wrong-type" });
    }
  });

  it("takes no file chosen as none, and refuses an empty or too large one", async () => {
    expect(await checkCv(null)).toEqual({ kind: "none" });
    expect(await checkCv(new File([], ""))).toEqual({ kind: "none" });
    expect(await checkCv(new File([], "cv.pdf"))).toEqual({ kind: "empty" });
    const large = new Uint8Array(CV_MAX_BYTES + 1);
    large.set(cvFiles.pdf());
    expect(await checkCv(new File([large], "cv.pdf"))).toEqual({ kind: "too-large" });
  });

  it("names an accepted file safely, with the extension its content has", async () => {
    const checked = await checkCv(new File([cvFiles.pdf()], '../My "CV"<script>.exe', { type: "text/html" }));
    expect(checked).toMatchObject({ kind: "ok", fileName: "My CV script.pdf", type: { mediaType: "application/pdf" } });
  });
});
