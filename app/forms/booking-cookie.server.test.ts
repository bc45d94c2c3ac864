import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BOOKING_COOKIE, bookedPhoneOf, bookingCookie } from "#app/forms/booking-cookie.server.ts";

const key = randomBytes(32);
const requestWith = (setCookie: string) =>
  new Request("http://localhost/thank-you", { headers: { cookie: `other=1; ${setCookie.split(";")[0]}` } });

describe("the booking cookie", () => {
  const made = bookingCookie(key, "7K-3QF-X94", "07700 900982");

  it("is HttpOnly, Secure, Lax, site-wide and lasts an hour, with no number readable as typed", () => {
    expect(made).toMatch(new RegExp(`^${BOOKING_COOKIE}=[^;]+; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Lax$`));
    expect(made).not.toContain("07700");
  });

  it("gives back the number for the reference it was made with", () => {
    expect(bookedPhoneOf(requestWith(made), key, "7K-3QF-X94")).toBe("07700 900982");
  });

  it("gives nothing for another reference, another key, a changed number, a forged or cut signature, or no cookie", () => {
    expect(bookedPhoneOf(requestWith(made), key, "7K-3QF-X95")).toBeNull();
    expect(bookedPhoneOf(requestWith(made), randomBytes(32), "7K-3QF-X94")).toBeNull();
    const [reference, , signature] = made
      .split(";")[0]!
      .slice(BOOKING_COOKIE.length + 1)
      .split(".");
    const otherPhone = Buffer.from("07700 900123").toString("base64url");
    expect(
      bookedPhoneOf(requestWith(`${BOOKING_COOKIE}=${reference}.${otherPhone}.${signature}`), key, "7K-3QF-X94"),
    ).toBeNull();
    expect(
      bookedPhoneOf(
        requestWith(`${BOOKING_COOKIE}=${reference}.${otherPhone}.${signature!.slice(1)}`),
        key,
        "7K-3QF-X94",
      ),
    ).toBeNull();
    expect(bookedPhoneOf(requestWith(`${made.split(";")[0]}.extra`), key, "7K-3QF-X94")).toBeNull();
    expect(bookedPhoneOf(new Request("http://localhost/thank-you"), key, "7K-3QF-X94")).toBeNull();
  });
});
