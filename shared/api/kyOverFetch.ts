// The part of ky a call uses (request.ts: one call with method, headers, signal and a body or
// json), over fetch. The inline first-call script of a page with figures
// (scripts/build/early-page-load.ts) is bundled with this in ky's place: the same request from the
// same module, without ky's 4 kB in every such page.
interface Options {
  method: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  body?: BodyInit;
  json?: unknown;
  timeout: false;
  retry: 0;
  throwHttpErrors: false;
}

export default function ky(address: URL, { method, headers, signal, body, json }: Options) {
  return fetch(address, {
    method,
    signal,
    ...(json === undefined
      ? { headers, body }
      : {
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(json),
        }),
  });
}
