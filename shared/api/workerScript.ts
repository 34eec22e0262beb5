// The service worker's script as the server answers it (spec §8): asked for before the worker is
// registered, so that a deploy without it (404) or a host answering with something else (an HTML
// page) unregisters the worker instead of keeping an old one. Never from a cache.

export interface WorkerScriptAnswer {
  status: number;
  contentType: string;
}

/** The status and type of the script at that address; undefined when no answer came (offline). */
export async function askWorkerScript(url: string): Promise<WorkerScriptAnswer | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    void response.body?.cancel().catch(() => undefined);
    return { status: response.status, contentType: response.headers.get('content-type') ?? '' };
  } catch {
    return undefined;
  }
}
