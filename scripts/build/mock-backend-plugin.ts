// Vite plugin: serves the mock backend (the MSW request handlers of shared/mock) from the dev and
// preview servers, through MSW's public getResponse. Only the Node-side servers load it: no page
// imports shared/mock, so the production build carries no mock code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import type { Plugin } from 'vite';
import type { AppConfig } from '../../shared/config/config.ts';

type Next = (error?: unknown) => void;

/** The whole body of a request. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, body: Buffer): Request {
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body:
      method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Connect middleware answering the requests the handlers know; the rest go on to Vite. */
export function mockMiddleware(handlers: readonly RequestHandler[], prefixes: readonly string[]) {
  return async (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!prefixes.some((prefix) => pathname.startsWith(prefix))) return next();
    try {
      const request = toFetchRequest(req, await readBody(req));
      const response = await getResponse([...handlers], request);
      if (!response) return next();
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

export function mockBackendPlugin(options: {
  config: AppConfig;
  prefixes: readonly string[];
}): Plugin {
  const attach = async (server: {
    middlewares: { use: (fn: ReturnType<typeof mockMiddleware>) => void };
  }) => {
    const { createHandlers } = await import('../../shared/mock/handlers.ts');
    server.middlewares.use(mockMiddleware(createHandlers(options.config), options.prefixes));
  };
  return {
    name: 'cash-loan:mock-backend',
    apply: (_config, env) => env.command === 'serve' || env.isPreview === true,
    async configureServer(server) {
      await attach(server);
    },
    async configurePreviewServer(server) {
      await attach(server);
    },
  };
}
