// Starts the WebKit leg: the staging build served as the Chromium leg serves it, with the server's
// additions of tests/webkit/server.ts, and one MiniBrowser window for every test file.
import type { TestProject } from 'vitest/node';
import { serveBuild } from '../browser/globalSetup.ts';
import { webkitLegServer } from './server.ts';
import { startWebKit } from './webkit.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webkitDriverUrl: string;
    webkitSessionId: string;
  }
}

export default async function setup(project: TestProject) {
  // A port of its own, so the leg can run beside the Chromium one; WebKit refuses some ports
  // (4190 among them), none of those just above 4280.
  const [served, webkit] = await Promise.allSettled([
    serveBuild({ plugins: [webkitLegServer()], port: 4280 }),
    startWebKit(),
  ]).then(async ([server, browser]) => {
    // One that started is stopped when the other could not start.
    if (server.status === 'rejected' || browser.status === 'rejected') {
      if (server.status === 'fulfilled') await server.value.close();
      if (browser.status === 'fulfilled') await browser.value.stop();
      throw server.status === 'rejected'
        ? server.reason
        : (browser as PromiseRejectedResult).reason;
    }
    return [server.value, browser.value] as const;
  });
  project.provide('baseUrl', served.baseUrl);
  project.provide('distDir', served.distDir);
  project.provide('webkitDriverUrl', webkit.driverUrl);
  project.provide('webkitSessionId', webkit.sessionId);
  return async () => {
    try {
      await webkit.stop();
    } finally {
      await served.close();
    }
  };
}
