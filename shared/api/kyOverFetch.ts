// The part of ky the service module uses (client.ts: create, extend with a beforeRequest hook, and
// a call with method, searchParams, headers, signal and a body or json), over fetch. The inline
// first-call script of a page with figures (scripts/build/early-page-load.ts) is bundled with this in
// ky's place: the same request from the same service module, without ky's 4 kB in every such page.
interface Options {
  method?: string;
  headers?: Record<string, string>;
  searchParams?: URLSearchParams;
  signal?: AbortSignal;
  body?: BodyInit;
  json?: unknown;
  hooks?: { beforeRequest?: ((request: Request) => void)[] };
  timeout?: false;
  retry?: 0;
  throwHttpErrors?: false;
}

function client(defaults: Options) {
  const call = (url: string, options: Options = {}): Promise<Response> => {
    const address = new URL(url, globalThis.location.href);
    // As ky does: the parameters replace the address's query.
    if (options.searchParams) address.search = `?${options.searchParams.toString()}`;
    const headers = new Headers(defaults.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set('content-type', 'application/json');
    }
    const request = new Request(address, {
      method: options.method ?? 'GET',
      headers,
      signal: options.signal ?? null,
      ...(body === undefined ? {} : { body }),
    });
    for (const hook of defaults.hooks?.beforeRequest ?? []) hook(request);
    return fetch(request);
  };
  call.extend = (more: Options) =>
    client({
      ...defaults,
      ...more,
      headers: { ...defaults.headers, ...more.headers },
      hooks: {
        beforeRequest: [
          ...(defaults.hooks?.beforeRequest ?? []),
          ...(more.hooks?.beforeRequest ?? []),
        ],
      },
    });
  return call;
}

export default { create: (options: Options) => client(options) };
