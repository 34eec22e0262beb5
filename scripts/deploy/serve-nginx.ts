// Serves a build through the shipped nginx configuration (deploy/nginx/, or the same files
// generated for another base path), with the mock backend behind the API paths: nginx runs as a
// child in the foreground with its prefix, pid and logs in a temporary folder, root or not.
// Usage: PORT=8080 npm run serve:nginx [-- --dist dist-h5 --base /h5/]
// scripts/install/install-nginx.sh installs Debian's nginx and its brotli module.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { createConfig } from '../../shared/config/readConfig.ts';
import { buildInfoDir } from '../build/build-info.ts';
import { deployFiles, writeFiles } from './deploy-configs.ts';
import { basePrefix } from './hostRules.ts';
import { cspFile, nginxListen, nginxRoot } from './nginx.ts';
import { mockMiddleware } from '../build/mock-backend-plugin.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface ServedSite {
  /** `http://127.0.0.1:<port>`: the base path is not part of it. */
  origin: string;
  /** The temporary folder: nginx.conf, logs/access.log, logs/error.log. */
  prefix: string;
  stop(): Promise<void>;
}

/** The mock backend (shared/mock/handlers.ts) on a free local port, for nginx to proxy to. */
async function startMockBackend(prefixes: readonly string[]): Promise<http.Server> {
  const { createHandlers } = await import('../../shared/mock/handlers.ts');
  const config = createConfig(loadEnv('production', root, 'VITE_'));
  const answer = mockMiddleware(createHandlers(config), prefixes);
  const server = http.createServer((req, res) => {
    void answer(req, res, (error) => {
      res.statusCode = error ? 500 : 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function answers(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Starts nginx on the port (0: a free one) serving the build in dist under the base path. Each call
 * has its own folder, port and mock backend, so several builds can be served at once. `csp`: the
 * Content-Security-Policy file to install instead of the build's (the bench gives one to a build
 * older than the per-page policies).
 */
export async function serveWithNginx(
  options: { dist?: string; base?: string; port?: number; csp?: string } = {},
): Promise<ServedSite> {
  const dist = path.resolve(root, options.dist ?? 'dist');
  const base = options.base ?? '/';
  const csp = options.csp ?? path.join(buildInfoDir(dist), 'nginx', path.basename(cspFile));
  if (!fs.existsSync(csp)) throw new Error(`No build in ${dist}: run the build first.`);
  const config = createConfig(loadEnv('production', root, 'VITE_'));
  const backend = await startMockBackend([config.servicePrefix, '/api/']);
  const backendPort = (backend.address() as AddressInfo).port;
  const port = options.port || (await freePort());

  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cash-loan-nginx-'));
  fs.chmodSync(prefix, 0o755);
  // The shipped files for the root base; for another base, the same generator's.
  const shipped = path.join(root, 'deploy', 'nginx');
  if (basePrefix(base) === '') fs.cpSync(shipped, prefix, { recursive: true });
  else
    writeFiles(
      prefix,
      Object.fromEntries(
        Object.entries(deployFiles(base))
          .filter(([file]) => file.startsWith('nginx/'))
          .map(([file, text]) => [file.slice('nginx/'.length), text]),
      ),
    );
  fs.copyFileSync(csp, path.join(prefix, cspFile));
  // The site sits at <root><base>, as it is uploaded.
  const siteRoot = path.join(prefix, 'www');
  const uploaded = path.join(siteRoot, basePrefix(base));
  fs.mkdirSync(path.dirname(uploaded), { recursive: true });
  fs.symlinkSync(dist, uploaded);
  const site = fs
    .readFileSync(path.join(prefix, 'sites-available', 'cash-loan.conf'), 'utf8')
    .replace(nginxListen, `listen 127.0.0.1:${port};`)
    .replace(`root ${nginxRoot};`, `root ${siteRoot};`)
    .replace('/var/log/nginx/', `${prefix}/logs/`);
  fs.mkdirSync(path.join(prefix, 'sites-enabled'));
  fs.writeFileSync(path.join(prefix, 'sites-enabled', 'cash-loan.conf'), site);
  writeFiles(prefix, {
    'cash-loan/api/mock-backend.conf': [config.servicePrefix, '/api']
      .map(
        (apiPath) =>
          `location ^~ ${apiPath.replace(/\/+$/, '')}/ {\n  proxy_pass http://127.0.0.1:${backendPort};\n  proxy_set_header Host $http_host;\n}\n`,
      )
      .join('\n'),
    'nginx.conf': [
      `load_module ${brotliModule};`,
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events {',
      '  worker_connections 256;',
      '}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp}_temp_path ${prefix}/temp/${temp};`,
      ),
      '  include conf.d/*.conf;',
      '  include sites-enabled/*.conf;',
      '}',
      '',
    ].join('\n'),
  });
  fs.mkdirSync(path.join(prefix, 'logs'));
  fs.mkdirSync(path.join(prefix, 'temp'));

  const nginx = spawn(nginxPath, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => nginx.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      answers(`${origin}/`, Date.now() + 15_000),
      exited.then((code) => {
        throw new Error(`nginx exited with ${code}: ${readLog(prefix)}`);
      }),
    ]);
  } catch (error) {
    nginx.kill();
    backend.close();
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    prefix,
    async stop() {
      nginx.kill('SIGQUIT');
      await exited;
      await new Promise((resolve) => backend.close(resolve));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function readLog(prefix: string): string {
  try {
    return fs.readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const option = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const site = await serveWithNginx({
    dist: option('dist') ?? 'dist',
    base: option('base') ?? '/',
    port: Number(process.env.PORT ?? 8080),
  });
  console.log(
    `nginx serves ${option('dist') ?? 'dist'}/ at ${site.origin}${option('base') ?? '/'}`,
  );
  const stop = () => void site.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
