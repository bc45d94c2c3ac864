import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import path from "node:path";
import { freePort } from "#scripts/lib/server-process.ts";

export interface TlsProxy {
  port: number;
  /** The proxy's public address, e.g. https://127.0.0.1:41234 (no trailing slash). */
  url: string;
  stop(): Promise<void>;
}

const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * Starts nginx on a free loopback port, ending TLS with a fresh self-signed certificate and passing every request to
 * http://127.0.0.1:<upstreamPort> with the headers the README tells deployers to set. Everything nginx writes (config,
 * certificate, pid, logs, temp files) stays in its own folder under .tmp, removed again by stop().
 */
export async function startTlsProxy({ upstreamPort }: { upstreamPort: number }): Promise<TlsProxy> {
  mkdirSync(".tmp", { recursive: true });
  const dir = path.resolve(mkdtempSync(".tmp/nginx-"));
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const errorLog = path.join(dir, "error.log");
  const openssl = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (openssl.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`openssl could not make the certificate:\n${openssl.stderr || openssl.error}`);
  }

  const port = await freePort();
  const url = `https://127.0.0.1:${port}`;
  const config = `
# As root, nginx runs its workers as "nobody", who cannot enter this folder (mkdtemp makes it 0700), so request bodies
# and buffered responses fail with "Permission denied". A test proxy may as well keep the user that started it.
${process.getuid?.() === 0 ? "user root;" : ""}
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog};
events {}
http {
  access_log off;
  # The compiled-in temp folders are under /var/lib/nginx: keep them in this folder.
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), config);

  const child = spawn(NGINX_PATH, ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Until the config is read nginx reports on stderr (a bad config, a port taken), after that in error.log.
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  child.once("error", (error) => (stderr += String(error)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT lets the requests under way finish; SIGTERM if that takes longer than a few seconds.
      child.kill("SIGQUIT");
      const slow = setTimeout(() => child.kill("SIGTERM"), 5_000);
      await exited;
      clearTimeout(slow);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // Ready once a TLS request gets any answer: the upstream may not be listening yet, which nginx answers with a 502.
  const deadline = Date.now() + 10_000;
  while (!(await answersOverTls(`${url}/healthz`))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const why =
        child.exitCode === null && child.signalCode === null
          ? "no answer within 10 s"
          : `exited with ${child.exitCode ?? child.signalCode}`;
      const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "";
      await stop();
      throw new Error(`nginx did not start on ${url} (${why}):\n${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, url, stop };
}

function answersOverTls(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request(url, { rejectUnauthorized: false, timeout: 1_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.once("timeout", () => probe.destroy());
    probe.once("error", () => resolve(false));
    probe.end();
  });
}
