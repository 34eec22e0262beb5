// What the WebKit leg's server adds to the staging build's preview server (tests/browser/globalSetup.ts):
// WebKitWebDriver can neither run a script before a page's own nor show what went over the wire,
// so the server does both, as the iOS shell and the backend would see them.
// - Every page gets, first in its <head>, a script of the site's own origin (the page's policy
//   allows it) that does what the shell's user script does at document start, and what the
//   Chromium leg's init scripts do: the stub shell (window.webkit.messageHandlers), the collector
//   of errors, and the tag on the elements parsed from the HTML (hydration kept in place).
// - Every call of the backend is recorded as received, body and headers, before the mock answers
//   it; the tests read them at /__wire.
// - The service worker's script answers 404, so the site unregisters it and goes on without one:
//   an in-app web view has no worker, and the Chromium leg blocks it too.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { readBody } from '../../scripts/build/mock-backend-plugin.ts';
import {
  axeScript,
  endpointOf,
  installShellStub,
  reportPolicyViolations,
  reportUnhandledRejections,
  tagElementsOnceParsed,
} from '../browser/harness.ts';
import {
  collectPageErrors,
  keepNamesHelper,
  type ReceivedCall,
  axePath,
  shellScriptPath,
  wirePath,
} from './webkit.ts';

/** The script the shell would inject, run first in every page. */
const shellScript = [
  collectPageErrors,
  reportUnhandledRejections,
  reportPolicyViolations,
  installShellStub,
  tagElementsOnceParsed,
]
  .map((fn) => `(${fn.toString()})();`)
  .join('\n');
const shellScriptFile = `{\n${keepNamesHelper}\n${shellScript}\n}`;

const isHtml = (type: unknown) => /^text\/html/i.test(String(type ?? ''));

/** The Content-Type among the headers writeHead was given, if any. */
function typeIn(args: unknown[]): unknown {
  const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object');
  const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === 'content-type');
  return name ? headers?.[name] : undefined;
}

/**
 * Puts the tag first in the <head> of the HTML this response sends, whoever sends it (the static
 * files, the clean paths, the not-found page); any other response goes out untouched.
 */
function injectIntoHtml(res: ServerResponse, tag: string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let head: unknown[] | undefined;
  let html: boolean | undefined;
  const chunks: Buffer[] = [];
  const decide = () => (html ??= isHtml(typeIn(head ?? []) ?? res.getHeader('content-type')));
  const take = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  Object.assign(res, {
    writeHead(...args: unknown[]) {
      head = args;
      return decide() ? res : writeHead(...args);
    },
    write(chunk: unknown, ...rest: unknown[]) {
      if (!decide()) return write(chunk, ...rest);
      take(chunk);
      return true;
    },
    end(chunk?: unknown, ...rest: unknown[]) {
      if (!decide()) return end(chunk, ...rest);
      take(chunk);
      const body = Buffer.from(
        Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head>/i, (open) => `${open}${tag}`),
      );
      // The length changed: writeHead's headers win over setHeader's, so it is set in both.
      const headers = head?.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object');
      for (const name of Object.keys(headers ?? {})) {
        if (name.toLowerCase() === 'content-length') delete headers?.[name];
      }
      if (!res.headersSent) res.setHeader('Content-Length', body.length);
      // From here on the response goes out as written: Node's own implicit writeHead included.
      Object.assign(res, { writeHead, write, end });
      if (head) writeHead(...head);
      return end(res.req.method === 'HEAD' ? undefined : body);
    },
  });
}

/** The WebKit leg's additions to the preview server; `calls` receives the backend's requests. */
export function webkitLegServer(calls: ReceivedCall[] = []): Plugin {
  const tag = `<script src="${shellScriptPath}"></script>`;
  return {
    name: 'cash-loan:webkit-leg',
    // Before the site's own middlewares: the recorder must see a call before the mock answers it.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname === shellScriptPath) {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(shellScriptFile);
        } else if (url.pathname === axePath) {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'max-age=3600');
          res.end(axeScript());
        } else if (url.pathname === wirePath) {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(calls));
        } else if (url.pathname === '/sw.js') {
          res.statusCode = 404;
          res.end();
        } else if (endpointOf(url)) {
          void record(req, calls).then(next, next);
        } else {
          // The preview server's compression would wrap the response after this does: asked for
          // nothing compressed, the page's HTML reaches injectIntoHtml as text.
          delete req.headers['accept-encoding'];
          injectIntoHtml(res, tag);
          next();
        }
      });
    },
  };
}

async function record(req: IncomingMessage, calls: ReceivedCall[]): Promise<void> {
  const body = await readBody(req);
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
  calls.push({
    url: req.url ?? '/',
    method: req.method ?? 'GET',
    headers,
    body: body.toString('base64'),
  });
  // The mock reads the body after this: it is handed the same bytes again.
  Object.assign(req, {
    async *[Symbol.asyncIterator]() {
      yield body;
    },
  });
}
