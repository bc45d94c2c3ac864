import autocannon from "autocannon";

/**
 * Valid contact enquiries sent to `url` for `seconds` over `connections`: each request another person (name and e-mail
 * numbered) from another client address (X-Forwarded-For, which a server started with TRUST_PROXY=1 trusts), so the
 * rate limiter runs on every request without refusing the load and the duplicate guard sees no duplicates.
 */
export function contactLoad(url: string, { connections, seconds }: { connections: number; seconds: number }) {
  let counter = 0;
  return autocannon({
    url,
    method: "POST",
    connections,
    duration: seconds,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest(request) {
          counter++;
          const body = {
            fullName: `Bench Person ${counter}`,
            phone: "01632 960000",
            email: `bench${counter}@example.org`,
            postcode: "MK9 3AB",
            enquiryType: "relative",
            urgency: "week",
            contactMethod: "phone",
            message: "Benchmark enquiry",
            agreeToContact: true,
          };
          const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
          return {
            ...request,
            body: JSON.stringify(body),
            headers: { ...request.headers, "x-forwarded-for": address },
          };
        },
      },
    ],
  });
}
