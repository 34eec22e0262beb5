// @vitest-environment node
// The dev and preview servers run the handlers in Node, where requests carry the browser's Referer
// header as sent (a DOM environment drops it), and feed them through the project's middleware.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockMiddleware } from '../../scripts/build/mock-backend-plugin.ts';
import { endpoints, wirePath } from '../api/endpoints.ts';
import { defaultConfig } from '../config/config.ts';
import { createHandlers, handlers } from './handlers.ts';

const loanDetailsPath = wirePath(endpoints.loanDetails, defaultConfig);

describe('in Node (dev server)', () => {
  it('takes the scenario from the Referer header', async () => {
    const request = new Request(`http://127.0.0.1:5173${loanDetailsPath}?sessionId=s`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Referer: 'http://127.0.0.1:5173/orderDetail?orderId=PA1&mock=status-180-delay',
      },
      body: 'productId=1001&orderId=PA1',
    });
    const response = await getResponse(handlers, request);
    const body = (await response?.json()) as { data: { orderStatus: number; isDelay: number } };
    expect(body.data).toMatchObject({ orderStatus: 180, isDelay: 1 });
  });

  it('answers through the dev-server middleware with links on the page origin', async () => {
    const req = Object.assign(Readable.from([Buffer.from('productId=1001&orderId=PA1')]), {
      url: `${loanDetailsPath}?sessionId=s`,
      method: 'POST',
      headers: {
        host: '127.0.0.1:5173',
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://127.0.0.1:5173/orderDetail?orderId=PA1&mock=redirect',
      },
    }) as unknown as IncomingMessage;
    const sent: { status?: number; headers: Record<string, string>; body?: string } = {
      headers: {},
    };
    const res = {
      set statusCode(value: number) {
        sent.status = value;
      },
      setHeader(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
      },
      end(chunk: Buffer) {
        sent.body = chunk.toString('utf8');
      },
    } as unknown as ServerResponse;
    let passedOn = false;
    await mockMiddleware(createHandlers(defaultConfig), ['/maxwell', '/api/'])(req, res, () => {
      passedOn = true;
    });
    expect(passedOn).toBe(false);
    expect(sent.status).toBe(200);
    expect(sent.headers['x-mock-scenario']).toBe('redirect');
    const body = JSON.parse(sent.body ?? '') as { data: { orderStatus: number; playeduL: string } };
    expect(body.data).toMatchObject({
      orderStatus: 170,
      playeduL: 'http://127.0.0.1:5173/confirm?productId=1001',
    });
  });
});
