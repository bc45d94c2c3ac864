import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intentOf, manyOf } from "#app/http/intent.server.ts";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("assign"), account: z.string().min(1) }),
  z.object({ intent: z.literal("erase"), ids: manyOf(z.string().regex(/^\d+$/)) }),
]);

/** The status and the page's title of a thrown problem (a React Router `data()` value). */
function thrown(run: () => unknown): { status: number; title: string } {
  try {
    run();
  } catch (error) {
    const answer = error as { init: { status: number }; data: { title: string } };
    return { status: answer.init.status, title: answer.data.title };
  }
  throw new Error("nothing was thrown");
}

describe("intentOf", () => {
  it("reads the member its intent names, with that member's fields", () => {
    expect(intentOf(schema, new URLSearchParams("intent=assign&account=7"))).toEqual({
      intent: "assign",
      account: "7",
    });
  });

  it("reads a field sent several times as a list, once as a list of one, never as an empty list", () => {
    expect(intentOf(schema, new URLSearchParams("intent=erase&ids=1&ids=2"))).toEqual({
      intent: "erase",
      ids: ["1", "2"],
    });
    expect(intentOf(schema, new URLSearchParams("intent=erase&ids=3"))).toEqual({ intent: "erase", ids: ["3"] });
    expect(intentOf(schema, new URLSearchParams("intent=erase"))).toEqual({ intent: "erase", ids: [] });
  });

  it("answers an unknown intent, a missing one, or a member without its fields with a 400 in plain words", () => {
    for (const body of [
      "intent=delete-everything",
      "",
      "intent=assign",
      "intent=assign&account=",
      "intent=erase&ids=x",
    ]) {
      expect(thrown(() => intentOf(schema, new URLSearchParams(body)))).toEqual({
        status: 400,
        title: "Your form could not be read",
      });
    }
  });

  it("reads multipart bodies the same way, leaving files out", () => {
    const body = new FormData();
    body.append("intent", "assign");
    body.append("account", "9");
    body.append("upload", new Blob(["x"]), "x.txt");
    expect(intentOf(schema, body)).toEqual({ intent: "assign", account: "9" });
  });
});
