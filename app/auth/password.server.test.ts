import { argon2, argon2Sync, randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  ARGON2_PARAMETERS,
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from "#app/auth/password.server.ts";

// The real argon2, wrapped so tests can see what work was asked for and stand in for a 1 GiB computation.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, argon2: vi.fn(actual.argon2) };
});

const argon2Spy = vi.mocked(argon2);
beforeEach(() => {
  argon2Spy.mockClear();
});

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

interface Parameters {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength?: number;
  salt?: Buffer;
}

/** A PHC string made in the test with Node's argon2 directly, independently of hashPassword. */
function phc(password: string, { memory, passes, parallelism, tagLength = 32, salt = randomBytes(16) }: Parameters) {
  const hash = argon2Sync("argon2id", { message: password, nonce: salt, memory, passes, parallelism, tagLength });
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

const password = "lantern quiet marble orchid";

describe("ARGON2_PARAMETERS", () => {
  it("are OWASP's minimum for Argon2id", () => {
    expect(ARGON2_PARAMETERS).toEqual({ memory: 19456, passes: 2, parallelism: 1, tagLength: 32 });
  });
});

describe("hashPassword", () => {
  it("returns a PHC string with the parameters, a 16-byte salt and a 32-byte hash, base64 without padding", async () => {
    const stored = await hashPassword(password);
    const match = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
    expect(match).not.toBeNull();
    expect(Buffer.from(match?.[1] ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(match?.[2] ?? "", "base64")).toHaveLength(32);
    expect(stored.split("$").slice(4).join("")).not.toContain("=");
  });

  it("stores the Argon2id hash of the password with that salt and those parameters", async () => {
    const stored = await hashPassword(password);
    const [, , , , salt = "", hash = ""] = stored.split("$");
    const expected = argon2Sync("argon2id", {
      message: password,
      nonce: Buffer.from(salt, "base64"),
      memory: 19456,
      passes: 2,
      parallelism: 1,
      tagLength: 32,
    });
    expect(hash).toBe(b64(expected));
  });

  it("uses a new salt each time, so the same password hashes differently", async () => {
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).not.toBe(second);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
  });

  it("normalises the password first (NFKC)", async () => {
    const stored = await hashPassword("caf\u00e9 quiet marble");
    expect(await verifyPassword(stored, "cafe\u0301 quiet marble")).toBe(true);
  });
});

describe("verifyPassword", () => {
  it("accepts the password a hash was made from", async () => {
    expect(await verifyPassword(await hashPassword(password), password)).toBe(true);
  });

  it("refuses another password, including one differing only in case or a trailing space", async () => {
    const stored = await hashPassword(password);
    expect(await verifyPassword(stored, "lantern quiet marble orchie")).toBe(false);
    expect(await verifyPassword(stored, password.toUpperCase())).toBe(false);
    expect(await verifyPassword(stored, `${password} `)).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("verifies the reference implementation's Argon2id test vector (interoperable PHC strings)", async () => {
    // From the phc-winner-argon2 test suite: "password", salt "somesalt", m=65536, t=2, p=1.
    const stored = "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";
    expect(await verifyPassword(stored, "password")).toBe(true);
    expect(await verifyPassword(stored, "Password")).toBe(false);
  });

  it("verifies a hash made with lower parameters, using the string's own parameters", async () => {
    const stored = phc(password, { memory: 8192, passes: 1, parallelism: 1 });
    expect(await verifyPassword(stored, password)).toBe(true);
    expect(argon2Spy).toHaveBeenCalledWith(
      "argon2id",
      expect.objectContaining({ memory: 8192, passes: 1 }),
      expect.any(Function),
    );
    expect(needsRehash(stored)).toBe(true);
  });

  it("uses the stored hash's length", async () => {
    const stored = phc(password, { memory: 8192, passes: 1, parallelism: 1, tagLength: 64 });
    expect(await verifyPassword(stored, password)).toBe(true);
  });

  it("resolves false, not an error, when argon2 fails", async () => {
    const stored = await hashPassword(password);
    argon2Spy.mockImplementationOnce((_algorithm, _parameters, callback) =>
      callback(new Error("out of memory"), Buffer.alloc(0)),
    );
    await expect(verifyPassword(stored, password)).resolves.toBe(false);
  });

  describe("malformed and foreign strings", () => {
    // Each is a valid hash of `password` with one thing broken, so a lenient parser would let it through.
    // 0xfb bytes encode as "+/v7…", so the salt has characters that differ between base64 and base64url.
    const salt = Buffer.alloc(16, 0xfb);
    const valid = phc(password, { memory: 8192, passes: 1, parallelism: 1, salt });
    const [, , , , saltText = "", hashText = ""] = valid.split("$");
    // 16 bytes leave 4 unused bits in the last base64 character: flipping one gives the same bytes, non-canonically.
    const lastSalt = saltText.at(-1) ?? "";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const nonCanonicalSalt = saltText.slice(0, -1) + (alphabet[alphabet.indexOf(lastSalt) ^ 1] ?? "");

    it("the unbroken string verifies", async () => {
      expect(await verifyPassword(valid, password)).toBe(true);
    });

    it.each([
      ["the empty string", ""],
      ["plain text", password],
      ["argon2i", valid.replace("$argon2id$", "$argon2i$")],
      ["argon2d", valid.replace("$argon2id$", "$argon2d$")],
      ["version 16", valid.replace("$v=19$", "$v=16$")],
      ["no version", valid.replace("$v=19", "")],
      ["parameters out of order", valid.replace("m=8192,t=1,p=1", "t=1,m=8192,p=1")],
      ["an extra parameter", valid.replace("m=8192,t=1,p=1", "m=8192,t=1,p=1,keyid=1")],
      ["a missing parameter", valid.replace("m=8192,t=1,p=1", "m=8192,t=1")],
      ["a parameter before the memory", valid.replace("m=8192", "x=1,m=8192")],
      ["a zero", valid.replace("t=1", "t=0")],
      ["a leading zero", valid.replace("m=8192", "m=08192")],
      ["a negative number", valid.replace("p=1", "p=-1")],
      ["a non-number", valid.replace("t=1", "t=one")],
      ["a decimal point", valid.replace("t=1", "t=1.0")],
      ["an exponent", valid.replace("p=1", "p=1e0")],
      ["a digit and more after it", valid.replace("m=8192", "m=8192k")],
      // A function, because "$$" as a replacement string is a single "$" and would drop the field instead.
      ["an empty salt", valid.replace(`$${saltText}$`, () => "$$")],
      ["no hash", valid.slice(0, valid.length - hashText.length)],
      ["an extra field", `${valid}$AAAA`],
      ["padding", `${valid}=`],
      ["a character outside base64", valid.replace(`$${saltText}$`, `$${saltText.slice(0, -1)}*$`)],
      [
        "base64url instead of base64",
        valid.replace(`$${saltText}$`, `$${saltText.replaceAll("+", "-").replaceAll("/", "_")}$`),
      ],
      ["a non-canonical base64 salt", valid.replace(`$${saltText}$`, `$${nonCanonicalSalt}$`)],
      ["surrounding space", ` ${valid}`],
      ["a bcrypt hash", "$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW"],
    ])("refuses %s, before any Argon2 work", async (_label, stored) => {
      await expect(verifyPassword(stored, password)).resolves.toBe(false);
      // A damaged row costs nothing: Node's argon2 would refuse some of these too, but only after being asked.
      expect(argon2Spy).not.toHaveBeenCalled();
      expect(needsRehash(stored)).toBe(true);
    });

    it("builds cases that a lenient decoder would accept (so the cases above test strictness)", () => {
      expect(saltText).toMatch(/[+/]/);
      expect(nonCanonicalSalt).not.toBe(saltText);
      expect(Buffer.from(nonCanonicalSalt, "base64").equals(salt)).toBe(true);
    });
  });

  describe("limits on what a stored string may ask for", () => {
    it("accepts 20 passes and refuses 21", async () => {
      expect(await verifyPassword(phc(password, { memory: 8, passes: 20, parallelism: 1 }), password)).toBe(true);
      const over = phc(password, { memory: 8, passes: 21, parallelism: 1 });
      expect(await verifyPassword(over, password)).toBe(false);
    });

    it("accepts 16 lanes and refuses 17", async () => {
      expect(await verifyPassword(phc(password, { memory: 128, passes: 1, parallelism: 16 }), password)).toBe(true);
      const over = phc(password, { memory: 136, passes: 1, parallelism: 17 });
      expect(await verifyPassword(over, password)).toBe(false);
    });

    it("accepts 1 GiB of memory and refuses 1 GiB + 1 KiB, without computing anything", async () => {
      const tag = Buffer.alloc(32, 7);
      const salt = b64(Buffer.alloc(16, 1));
      // Standing in for the 1 GiB computation, which would make the test slow and memory-hungry.
      argon2Spy.mockImplementationOnce((_algorithm, _parameters, callback) => callback(null, tag));
      expect(await verifyPassword(`$argon2id$v=19$m=1048576,t=1,p=1$${salt}$${b64(tag)}`, password)).toBe(true);
      expect(argon2Spy).toHaveBeenLastCalledWith(
        "argon2id",
        expect.objectContaining({ memory: 1048576 }),
        expect.any(Function),
      );

      argon2Spy.mockClear();
      expect(await verifyPassword(`$argon2id$v=19$m=1048577,t=1,p=1$${salt}$${b64(tag)}`, password)).toBe(false);
      expect(argon2Spy).not.toHaveBeenCalled();
    });

    it("accepts 8 KiB of memory per lane and refuses less, without computing anything", async () => {
      expect(await verifyPassword(phc(password, { memory: 16, passes: 1, parallelism: 2 }), password)).toBe(true);
      argon2Spy.mockClear();
      // Argon2 itself cannot make a hash with 15 KiB for 2 lanes, so this one is written by hand.
      const under = `$argon2id$v=19$m=15,t=1,p=2$${b64(Buffer.alloc(16, 1))}$${b64(Buffer.alloc(32, 2))}`;
      expect(await verifyPassword(under, password)).toBe(false);
      expect(argon2Spy).not.toHaveBeenCalled();
    });

    it("accepts salts of 8 to 64 bytes and refuses 7 and 65", async () => {
      const low = { memory: 8, passes: 1, parallelism: 1 };
      expect(await verifyPassword(phc(password, { ...low, salt: randomBytes(8) }), password)).toBe(true);
      expect(await verifyPassword(phc(password, { ...low, salt: randomBytes(64) }), password)).toBe(true);
      expect(await verifyPassword(phc(password, { ...low, salt: randomBytes(65) }), password)).toBe(false);
      argon2Spy.mockClear();
      // Below Argon2's own minimum, so written by hand; refused before Argon2 is asked.
      const short = `$argon2id$v=19$m=8,t=1,p=1$${b64(Buffer.alloc(7, 1))}$${b64(Buffer.alloc(32, 2))}`;
      expect(await verifyPassword(short, password)).toBe(false);
      expect(argon2Spy).not.toHaveBeenCalled();
    });

    it("accepts hashes of 16 to 64 bytes and refuses 15 and 65", async () => {
      const low = { memory: 8, passes: 1, parallelism: 1 };
      expect(await verifyPassword(phc(password, { ...low, tagLength: 16 }), password)).toBe(true);
      expect(await verifyPassword(phc(password, { ...low, tagLength: 64 }), password)).toBe(true);
      expect(await verifyPassword(phc(password, { ...low, tagLength: 15 }), password)).toBe(false);
      expect(await verifyPassword(phc(password, { ...low, tagLength: 65 }), password)).toBe(false);
    });
  });
});

describe("needsRehash", () => {
  const salt = b64(Buffer.alloc(16, 1));
  const tag = (bytes: number) => b64(Buffer.alloc(bytes, 2));
  const at = (m: number, t: number, p: number, tagBytes = 32) =>
    `$argon2id$v=19$m=${m},t=${t},p=${p}$${salt}$${tag(tagBytes)}`;

  it("is false for a new hash", async () => {
    expect(needsRehash(await hashPassword(password))).toBe(false);
  });
  it("is false at exactly the current parameters and above them", () => {
    expect(needsRehash(at(19456, 2, 1))).toBe(false);
    expect(needsRehash(at(65536, 3, 4, 64))).toBe(false);
  });
  it.each([
    ["memory one below", at(19455, 2, 1)],
    ["one pass", at(65536, 1, 1)],
    ["a 31-byte hash", at(19456, 2, 1, 31)],
    // Not an Argon2id string as this module writes it, however high the parameters.
    ["an unknown parameter first", at(19456, 2, 1).replace("m=", "x=1,m=")],
    ["a count of more than ten digits", at(10_000_000_000, 2, 1)],
    ["a count written with a decimal point", at(19456, 2, 1).replace("t=2", "t=2.0")],
    ["an empty salt", at(19456, 2, 1).replace(`$${salt}$`, () => "$$")],
  ])("is true for %s", (_label, stored) => {
    expect(needsRehash(stored)).toBe(true);
  });
  it("is true for another algorithm or version", () => {
    expect(needsRehash(at(19456, 2, 1).replace("argon2id", "argon2i"))).toBe(true);
    expect(needsRehash(at(19456, 2, 1).replace("v=19", "v=16"))).toBe(true);
  });
});

describe("verifyDummyPassword", () => {
  it("resolves without a result", async () => {
    await expect(verifyDummyPassword(password)).resolves.toBeUndefined();
  });

  it("does the work of one verification at the current parameters, once the dummy hash exists", async () => {
    await verifyDummyPassword("warm up");
    argon2Spy.mockClear();
    await verifyDummyPassword(password);
    expect(argon2Spy).toHaveBeenCalledTimes(1);
    expect(argon2Spy).toHaveBeenCalledWith(
      "argon2id",
      expect.objectContaining({ memory: 19456, passes: 2, parallelism: 1, tagLength: 32 }),
      expect.any(Function),
    );
    const parameters = argon2Spy.mock.calls[0]?.[1];
    expect(parameters?.message).toBe(password);
  });

  it("makes the dummy hash only once", async () => {
    await verifyDummyPassword("one");
    await verifyDummyPassword("two");
    argon2Spy.mockClear();
    await Promise.all([verifyDummyPassword("three"), verifyDummyPassword("four")]);
    expect(argon2Spy).toHaveBeenCalledTimes(2);
  });

  it("resolves even when making the dummy hash fails, and tries to make it again next time", async () => {
    vi.resetModules();
    const fresh = await import("#app/auth/password.server.ts");
    argon2Spy.mockClear();
    argon2Spy.mockImplementationOnce((_algorithm, _parameters, callback) =>
      callback(new Error("out of memory"), Buffer.alloc(0)),
    );
    await expect(fresh.verifyDummyPassword(password)).resolves.toBeUndefined();
    expect(argon2Spy).toHaveBeenCalledTimes(1);
    argon2Spy.mockClear();
    await expect(fresh.verifyDummyPassword(password)).resolves.toBeUndefined();
    // A new dummy hash, then the verification.
    expect(argon2Spy).toHaveBeenCalledTimes(2);
  });
});
