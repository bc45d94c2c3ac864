/**
 * Small files for the CV upload's tests (unit and browser): a real PDF's and Word files' first bytes, and the files
 * that must be refused however they are named (a Windows program, a web page, a ZIP that is not a Word document).
 */
const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

export const cvFiles = {
  pdf: () => bytes("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  docx: () => bytes("PK\x03\x04\x14\x00\x00\x00[Content_Types].xmlPK\x03\x04word/document.xml<w:document/>"),
  doc: () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]),
  exe: () => bytes("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00This program cannot be run in DOS mode."),
  html: () => bytes("<!doctype html><html><body><script>alert(1)</script></body></html>"),
  zip: () => bytes("PK\x03\x04\x14\x00\x00\x00notes.txtPK\x05\x06"),
};
