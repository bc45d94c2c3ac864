/** Liveness for load balancers and the test harness: answers while the process can serve requests. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
