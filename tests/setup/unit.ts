// Unit tests run against the same mock backend handlers as the dev server and the browser tests.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetRequestKeys } from '../../shared/hooks/useRequestKey.ts';
import { handlers } from '../../shared/mock/handlers.ts';
import { clearToasts } from '../../shared/ui/toast/toastStore.ts';

export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  forgetRequestKeys();
});
afterAll(() => server.close());
