import { describe, expect, it } from "vitest";
import { pagePathOf } from "#app/utils/page-path.ts";

describe("pagePathOf", () => {
  it.each([
    ["http://localhost/", "/"],
    ["http://localhost/_.data", "/"],
    ["http://localhost/about", "/about"],
    ["http://localhost/about/", "/about"],
    ["http://localhost/about.data", "/about"],
    ["http://localhost/about.data?index", "/about"],
    ["http://localhost/contact?enquiryType=employment", "/contact"],
  ])("%s is the page %s", (url, path) => {
    expect(pagePathOf(url)).toBe(path);
  });
});
