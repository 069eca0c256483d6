// A small local load balancer in front of several portal instances: nginx from Debian's packages, run in
// the foreground from a throw-away prefix (apt-get install -y nginx).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess, waitUntilReady } from './server.mjs';

export function nginxAvailable() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * nginx on `port` spreading requests over `upstreams` (origins such as http://127.0.0.1:8081) by least
 * connections, keeping connections to them alive, passing X-Forwarded-For (set TRUST_PROXY=loopback on
 * the instances) and streams unbuffered, trying the next instance when one refuses (a rolling restart).
 * Resolves once /readyz answers through it.
 */
export async function startNginx(port, upstreams) {
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const servers = upstreams.map((origin) => `    server ${new URL(origin).host} max_fails=0;`).join('\n');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs/error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  upstream portal {
    least_conn;
${servers}
    keepalive 256;
  }
  server {
    listen 127.0.0.1:${String(port)};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffering off;
      proxy_read_timeout 120s;
      # A refused or failed connection (an instance restarting) is tried on the next instance; nginx does
      # so for a POST only when the request never reached the first (non_idempotent stays off).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitUntilReady(child, `http://127.0.0.1:${String(port)}/readyz`, () => output, 30);
  return { origin: `http://127.0.0.1:${String(port)}`, stop: () => stopProcess(child) };
}
