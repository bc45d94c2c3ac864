import { describe, expect, it } from "vitest";
import { ALLOWED_METHODS, findStylesheet, frontDoorAnswer } from "./front-door";

describe("frontDoorAnswer", () => {
  it("passes GET, HEAD and POST on ordinary paths on", () => {
    for (const method of ALLOWED_METHODS) expect(frontDoorAnswer(method, "/contact?x=%20y")).toBeNull();
    expect(frontDoorAnswer("GET", "/")).toBeNull();
    expect(frontDoorAnswer("GET", "/caf%C3%A9")).toBeNull();
  });

  it("answers any other method 405 with Allow, whatever the path", () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "get", undefined]) {
      expect(frontDoorAnswer(method, "/%ff")).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST" } });
    }
  });

  it("answers 400 for a path that cannot be decoded or is not a path (the query is not judged)", () => {
    for (const url of ["/%", "/%ff", "/a%E0%A4%A", "*", "http://example.org/", ""]) {
      expect(frontDoorAnswer("GET", url)?.status, url).toBe(400);
    }
    expect(frontDoorAnswer("GET", "/contact?q=%ff")).toBeNull();
  });

  it("redirects …/index.html to the clean path, keeping the query", () => {
    expect(frontDoorAnswer("GET", "/index.html")).toEqual({ status: 301, location: "/" });
    expect(frontDoorAnswer("GET", "/about/index.html")).toEqual({ status: 301, location: "/about" });
    expect(frontDoorAnswer("POST", "/a/b/index.html?x=1")).toEqual({ status: 301, location: "/a/b?x=1" });
    expect(frontDoorAnswer("GET", "/about/index.htm")).toBeNull();
    expect(frontDoorAnswer("GET", "/about/myindex.html")).toBeNull();
  });
});

describe("findStylesheet", () => {
  it("finds the site's built stylesheet among the assets, or none", () => {
    expect(findStylesheet("assets", ["entry.client-BdDz.js", "app-AoLFv5kR.css", "other-x.css"])).toBe("/assets/app-AoLFv5kR.css");
    expect(findStylesheet("assets", ["entry.client-BdDz.js", "happ-x.css"])).toBeUndefined();
  });
});
