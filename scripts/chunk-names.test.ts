import { describe, expect, it } from 'vitest';
import { chunkGroups, chunkName } from './chunk-names.ts';

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
  });

  it("keeps a group's name whatever the group holds", () => {
    expect(chunkName(chunk('service', 'pages/orderDetail/pageLoad.ts'), root)).toBe('service');
    expect(chunkName(chunk('pageKit', 'shared/ui/page/hydratedPage.tsx'), root)).toBe('pageKit');
  });

  it("keeps Rolldown's name for a chunk the table does not know", () => {
    expect(chunkName(chunk('icons', 'shared/ui/icon/icons.tsx'), root)).toBe('icons');
    expect(chunkName(chunk('rolldown-runtime', '\0rolldown/runtime.js'), root)).toBe(
      'rolldown-runtime',
    );
  });
});

describe('chunkGroups', () => {
  const groupOf = (id: string) =>
    chunkGroups
      .filter((group) => group.test.test(`/site/${id}`))
      .sort((a, b) => b.priority - a.priority)[0]?.name;

  it('puts the libraries in chunks of their own', () => {
    expect(groupOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(groupOf('node_modules/scheduler/index.js')).toBe('react');
    expect(groupOf('node_modules/ky/distribution/index.js')).toBe('ky');
  });

  it('keeps hooks and components out of the service chunk the early modules load', () => {
    expect(groupOf('shared/api/client.ts')).toBe('service');
    expect(groupOf('shared/data/pageData.ts')).toBe('service');
    expect(groupOf('shared/ui/toast/toastStore.ts')).toBe('service');
    expect(groupOf('shared/data/usePageData.ts')).toBe('pageKit');
    expect(groupOf('shared/navigation/usePageSearch.ts')).toBe('pageKit');
    expect(groupOf('shared/ui/toast/Toast.tsx')).toBe('pageKit');
    expect(groupOf('pages/orderDetail/OrderDetailPage.tsx')).toBeUndefined();
  });
});
