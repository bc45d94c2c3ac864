import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/** How long a connection must have waited for its next request before a shutdown closes it. */
const IDLE_GRACE_MS = 500;

/**
 * Lets a shutdown close kept-alive connections without cutting off a request. Node's own way (server.close(), which
 * calls closeIdleConnections()) closes every connection that has no request under way at that instant, and a client
 * that never pauses has its next request already on the wire, not yet read: it gets a reset and cannot know whether
 * that request was taken. Here a connection is closed only once it has waited IDLE_GRACE_MS for a request, and only
 * after the event loop has read what arrived meanwhile (setImmediate runs after the poll for I/O). Each connection's
 * requests are counted, so a pipelined one keeps its connection busy.
 */
export function connectionDrain(server: Server) {
  const idleSince = new Map<Socket, number>();
  const underway = new WeakMap<Socket, number>();
  server.on("connection", (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once("close", () => idleSince.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    underway.set(socket, (underway.get(socket) ?? 0) + 1);
    idleSince.delete(socket);
    res.once("close", () => {
      const left = (underway.get(socket) ?? 1) - 1;
      underway.set(socket, left);
      if (left === 0 && !socket.destroyed) idleSince.set(socket, Date.now());
    });
  });

  return {
    /**
     * Stops taking connections, and from now on closes each connection once it has been idle for IDLE_GRACE_MS;
     * `done` is called when the last one has closed.
     */
    close(done: () => void) {
      // net.Server's close, not http.Server's: that one would close the idle connections at once (see above).
      NetServer.prototype.close.call(server, () => done());
      const sweep = () => {
        const now = Date.now();
        for (const [socket, since] of idleSince) if (now - since >= IDLE_GRACE_MS) socket.destroy();
      };
      setInterval(() => setImmediate(sweep), IDLE_GRACE_MS / 5).unref();
    },
  };
}
