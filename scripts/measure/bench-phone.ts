// The phone of the observed bench: Chromium driven through the DevTools protocol over a pipe, with
// the load applied, and nothing else switched on. A test tool's page (Playwright's, Lighthouse's)
// enables the protocol's Runtime domain on every tab, and V8 then records a detailed stack for every
// Error a script creates: React's DOM chunk creates several as it is evaluated, and each one made
// V8 parse the whole chunk again for its source positions. Traced on a warm Order Details, 4x CPU:
// V8.CollectSourcePositions 268 ms and module evaluation 388 ms with the domain on, 13 ms and
// 121 ms without it. No phone has an inspector attached, so the bench opens its tabs here, where
// the page is read by evaluating expressions only (Runtime.evaluate needs no Runtime.enable).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** The phone's network, CPU and screen. */
export interface PhoneLoad {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
  width: number;
  height: number;
  deviceScaleFactor: number;
}

type Params = Record<string, unknown>;

interface Pending {
  resolve(result: Params): void;
  reject(error: Error): void;
}

/** One protocol connection: numbered calls, answered in any order, messages ended by a NUL. */
class Connection {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private buffered = '';

  constructor(
    private readonly input: Writable,
    output: Readable,
  ) {
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      this.buffered += chunk;
      let end = this.buffered.indexOf('\0');
      while (end !== -1) {
        this.receive(this.buffered.slice(0, end));
        this.buffered = this.buffered.slice(end + 1);
        end = this.buffered.indexOf('\0');
      }
    });
    output.on('close', () => this.failAll(new Error('the browser closed its DevTools pipe')));
  }

  send(method: string, params: Params = {}, sessionId?: string): Promise<Params> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.input.write(
        `${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`,
      );
    });
  }

  private receive(text: string): void {
    const message = JSON.parse(text) as {
      id?: number;
      result?: Params;
      error?: { message: string };
    };
    if (message.id === undefined) return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result ?? {});
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes the page's attempts to register a service worker fail, as a blocked profile does. */
const blockWorkerScript = `if (window.ServiceWorkerContainer) {
  ServiceWorkerContainer.prototype.register = function () {
    return Promise.reject(new DOMException('Service workers are blocked in this profile', 'SecurityError'));
  };
}`;

/** A tab: its address loaded with the phone's load applied. */
export class PhoneTab {
  constructor(
    private readonly connection: Connection,
    private readonly targetId: string,
    private readonly sessionId: string,
  ) {}

  private send(method: string, params: Params = {}): Promise<Params> {
    return this.connection.send(method, params, this.sessionId);
  }

  /** The value of an expression in the page (a promise is awaited); throws on a thrown error. */
  async evaluate<T>(expression: string): Promise<T> {
    const answer = (await this.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    })) as { result?: { value?: T }; exceptionDetails?: { text?: string } };
    if (answer.exceptionDetails) {
      throw new Error(`the page threw: ${answer.exceptionDetails.text ?? 'an error'}`);
    }
    return answer.result?.value as T;
  }

  /** Waits until the expression is true in the page (across a navigation), or throws. */
  async waitFor(expression: string, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      // Between two documents there is no page to ask: asked again a moment later.
      if (await this.evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
      await delay(50);
    }
    throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
  }

  /** A tap at a point of the screen, as a finger makes it. */
  async tap(x: number, y: number): Promise<void> {
    await this.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await this.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  async close(): Promise<void> {
    await this.connection.send('Target.closeTarget', { targetId: this.targetId });
  }
}

/** A fresh profile (its own cache, storage and service workers), like a phone's first visit. */
export class PhoneProfile {
  constructor(
    private readonly connection: Connection,
    private readonly contextId: string,
    private readonly load: PhoneLoad,
    private readonly blockWorker: boolean,
  ) {}

  /** A new tab with the load applied, at the address once its document has loaded. */
  async open(url: string, timeoutMs = 60_000): Promise<PhoneTab> {
    const send = (method: string, params: Params = {}) => this.connection.send(method, params);
    const { targetId } = (await send('Target.createTarget', {
      url: 'about:blank',
      browserContextId: this.contextId,
    })) as { targetId: string };
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    const inTab = (method: string, params: Params = {}) =>
      this.connection.send(method, params, sessionId);
    const { load } = this;
    await inTab('Network.enable');
    await inTab('Network.emulateNetworkConditions', {
      offline: false,
      latency: load.latencyMs,
      downloadThroughput: (load.downloadKbps * 1000) / 8,
      uploadThroughput: (load.uploadKbps * 1000) / 8,
    });
    await inTab('Emulation.setCPUThrottlingRate', { rate: load.cpuSlowdown });
    await inTab('Emulation.setDeviceMetricsOverride', {
      width: load.width,
      height: load.height,
      deviceScaleFactor: load.deviceScaleFactor,
      mobile: true,
    });
    await inTab('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await inTab('Page.enable');
    if (this.blockWorker) {
      await inTab('Page.addScriptToEvaluateOnNewDocument', { source: blockWorkerScript });
    }
    const tab = new PhoneTab(this.connection, targetId, sessionId);
    await inTab('Page.navigate', { url });
    await tab.waitFor(
      `location.href !== 'about:blank' && document.readyState === 'complete'`,
      timeoutMs,
      `${url} loading`,
    );
    return tab;
  }

  async close(): Promise<void> {
    await this.connection.send('Target.disposeBrowserContext', {
      browserContextId: this.contextId,
    });
  }
}

/** Chromium started for the bench, headless, spoken to over its DevTools pipe. */
export class PhoneBrowser {
  private constructor(
    private readonly process: ChildProcess,
    private readonly connection: Connection,
    private readonly userDataDir: string,
    readonly version: string,
    private load: PhoneLoad,
  ) {}

  /** The CPU slowdown of the profiles made from now on (calibrated per host: bench-calibrate.ts). */
  setCpuSlowdown(cpuSlowdown: number): void {
    this.load = { ...this.load, cpuSlowdown };
  }

  static async launch(executablePath: string, load: PhoneLoad): Promise<PhoneBrowser> {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-phone-'));
    const child = spawn(
      executablePath,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--no-default-browser-check',
        `--user-data-dir=${userDataDir}`,
        '--remote-debugging-pipe',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const input = child.stdio[3] as Writable;
    const output = child.stdio[4] as Readable;
    const connection = new Connection(input, output);
    const { product } = (await connection.send('Browser.getVersion')) as { product: string };
    return new PhoneBrowser(child, connection, userDataDir, product.replace(/^[^/]*\//, ''), load);
  }

  async newProfile({ blockWorker = false } = {}): Promise<PhoneProfile> {
    const { browserContextId } = (await this.connection.send('Target.createBrowserContext', {
      disposeOnDetach: true,
    })) as { browserContextId: string };
    return new PhoneProfile(this.connection, browserContextId, this.load, blockWorker);
  }

  async close(): Promise<void> {
    await this.connection.send('Browser.close').catch(() => undefined);
    await new Promise<void>((resolve) => {
      if (this.process.exitCode !== null) resolve();
      else this.process.once('exit', () => resolve());
      setTimeout(() => {
        this.process.kill('SIGKILL');
        resolve();
      }, 5000);
    });
    fs.rmSync(this.userDataDir, { recursive: true, force: true });
  }
}
