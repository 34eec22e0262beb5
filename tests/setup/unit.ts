// Unit tests run against the same mock backend handlers as the dev server and the browser tests.
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetRequestKeys } from '../../shared/requestKeys/useRequestKey.ts';
import { handlers } from '../../shared/mock/handlers.ts';
import { clearToasts } from '../../shared/notify/toastStore.ts';

export const server = setupServer(...handlers);

// findBy and waitFor wait up to 5 s, not 1: on a busy two-core machine a page's answer can take
// longer than a second to render, and a test that passes does not wait it out.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  forgetRequestKeys();
});
afterAll(() => server.close());
