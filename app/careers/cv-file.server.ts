import { CV_MAX_BYTES } from "#app/careers/applications.ts";

/**
 * A CV's type, told by its content (its first bytes), never by its name or the type the browser says: a renamed
 * program or web page is refused whatever it is called. PDF starts "%PDF-"; Word .docx is a ZIP holding a `word/`
 * part; Word .doc is an OLE2 compound file.
 */
export type CvType = { mediaType: string; extension: "pdf" | "docx" | "doc" };

const PDF = Buffer.from("%PDF-");
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function cvTypeOf(bytes: Uint8Array): CvType | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PDF.length).equals(PDF)) return { mediaType: "application/pdf", extension: "pdf" };
  // A ZIP is a .docx only with Word's own parts: the names of a ZIP's entries are stored uncompressed.
  if (buffer.subarray(0, ZIP.length).equals(ZIP) && buffer.includes("[Content_Types].xml") && buffer.includes("word/"))
    return {
      mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    };
  if (buffer.subarray(0, OLE2.length).equals(OLE2)) return { mediaType: "application/msword", extension: "doc" };
  return null;
}

export type CvCheck =
  | { kind: "none" }
  | { kind: "too-large" }
  | { kind: "empty" }
  | { kind: "wrong-type" }
  | { kind: "ok"; fileName: string; type: CvType; bytes: Uint8Array };

/**
 * The CV field of a posted form: none chosen, refused (too large, empty, not a PDF or Word file) or accepted, with a
 * file name made safe to offer back in a download (letters, digits, spaces, dashes; the extension its content has).
 */
export async function checkCv(value: FormDataEntryValue | null): Promise<CvCheck> {
  if (value === null || typeof value === "string") return { kind: "none" };
  // A no-JS form with no file chosen still sends the part: an empty name and no bytes.
  if (value.size === 0 && value.name === "") return { kind: "none" };
  if (value.size === 0) return { kind: "empty" };
  if (value.size > CV_MAX_BYTES) return { kind: "too-large" };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = cvTypeOf(bytes);
  if (!type) return { kind: "wrong-type" };
  return { kind: "ok", fileName: safeFileName(value.name, type.extension), type, bytes };
}

function safeFileName(name: string, extension: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, "")
      .replace(/[^A-Za-z0-9 _-]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "cv";
  return `${base}.${extension}`;
}
