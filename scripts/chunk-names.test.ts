import { describe, expect, it } from 'vitest';
import { chunkName } from './chunk-names.ts';

const root = '/site/';
const chunk = (name: string, ...modules: string[]) => ({
  name,
  moduleIds: modules.map((module) => (module.startsWith('\0') ? module : `/site/${module}`)),
});

describe('chunkName', () => {
  it('names a chunk for what it holds', () => {
    expect(
      chunkName(
        chunk(
          'orderDetailRules',
          'pages/orderDetail/orderDetailRules.ts',
          'pages/orderDetail/pageLoad.ts',
        ),
        root,
      ),
    ).toBe('orderDetail-pageLoad');
    expect(
      chunkName(
        chunk(
          'endpoints',
          'shared/api/endpoints.ts',
          'shared/api/client.ts',
          'shared/data/pageData.ts',
        ),
        root,
      ),
    ).toBe('service');
    expect(
      chunkName(
        chunk('pageFiles', 'shared/config/pageFiles.ts', 'shared/config/appConfig.ts'),
        root,
      ),
    ).toBe('config');
    expect(
      chunkName(
        chunk('bridge', 'shared/bridge/bridge.ts', 'shared/ui/error-boundary/ErrorBoundary.tsx'),
        root,
      ),
    ).toBe('pageKit');
  });

  it('takes the first match of the table when a chunk holds several', () => {
    expect(
      chunkName(
        chunk('x', 'shared/data/usePageData.ts', 'shared/ui/page/hydratedPage.tsx'),
        '/site',
      ),
    ).toBe('hydratedPage');
  });

  it("keeps Rolldown's name for a chunk the table does not know", () => {
    expect(chunkName(chunk('icons', 'shared/ui/icon/icons.tsx'), root)).toBe('icons');
    expect(chunkName(chunk('rolldown-runtime', '\0rolldown/runtime.js'), root)).toBe(
      'rolldown-runtime',
    );
  });
});
