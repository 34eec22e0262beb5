// A multipart POST that reports how much of its body has been sent (the complaint evidence
// upload shows each picture's progress). fetch cannot report upload progress (its streaming
// request bodies need HTTP/2 and are missing from the web views this site targets), so this one
// request goes through XMLHttpRequest. It answers like the other exchanges of client.ts: the
// status and the body text, or a rejection when no answer came; the caller's deadline aborts it.

/** What an exchange with the server brought back. */
export interface Received {
  ok: boolean;
  status: number;
  text: string;
}

export interface ProgressRequest {
  body: FormData;
  headers: Record<string, string>;
  signal: AbortSignal;
  /** 0 to 1, as the body leaves; 1 once it has all been sent. */
  onProgress: (fraction: number) => void;
}

export function sendWithProgress(url: string, request: ProgressRequest): Promise<Received> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => request.signal.removeEventListener('abort', abort);
    if (request.signal.aborted) {
      reject(new DOMException('The request was aborted.', 'AbortError'));
      return;
    }
    request.signal.addEventListener('abort', abort);
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress(Math.min(1, event.loaded / event.total));
      }
    });
    xhr.addEventListener('load', () => {
      done();
      request.onProgress(1);
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        text: typeof xhr.responseText === 'string' ? xhr.responseText : '',
      });
    });
    for (const failure of ['error', 'abort', 'timeout'] as const) {
      xhr.addEventListener(failure, () => {
        done();
        reject(new Error(`The upload failed (${failure}).`));
      });
    }
    request.onProgress(0);
    xhr.send(request.body);
  });
}
