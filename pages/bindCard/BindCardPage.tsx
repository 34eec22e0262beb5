// Bind bank screen (spec §2 'Bind bank screen', §4 'Bind card', §7 'Bind card'; contract §1
// bindCard.html, §3 startBankFlow / endBankFlow): tells the shell the bank flow has started, loads
// the server's form for the product id, and shows it once it is there. The form and the form kit
// are a module of their own, fetched beside the form's call, so the first download stays small.
import { Suspense, useEffect, useRef } from 'react';
import { startBankFlow } from '../../shared/bridge/bridge.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { queryValue } from '../../shared/navigation/pageQuery.ts';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary/ErrorBoundary.tsx';
import { lazyPart } from '../../shared/ui/lazy-part/lazyPart.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { BindCardSkeleton } from './BindCardSkeleton.tsx';
import { pageLoad } from './pageLoad.ts';

export const bindCardTitle = 'Payment account information';

export const missingProductMessage =
  'This form cannot be shown: the link is missing its product number. Please go back and open it again.';

// A module that failed to arrive (offline, say) is asked for again on Retry.
const BindCardForm = lazyPart(() =>
  import('./BindCardForm.tsx').then((module) => module.BindCardForm),
);

// Asked for as soon as this script runs in the browser, so it arrives while the page hydrates and
// its call is out, not after them; then the form shows in the same commit as its data.
if (!import.meta.env.SSR && typeof window !== 'undefined') {
  void BindCardForm.load();
}

export function BindCardPage() {
  const { state, query, retry } = usePageData(pageLoad);
  const search = usePageSearch();

  // Once per visit, whatever the form's fate: the shell keeps its bank flow open until endBankFlow.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startBankFlow();
  }, []);

  return (
    <>
      <PageHeader title={bindCardTitle} />
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingProductMessage}
        placeholder={<BindCardSkeleton />}
      >
        {(form) => (
          <ErrorBoundary onReset={BindCardForm.load}>
            <Suspense
              fallback={
                <main aria-busy="true">
                  <BindCardSkeleton />
                </main>
              }
            >
              <BindCardForm
                items={form.items}
                productId={query?.productId ?? ''}
                source={queryValue('source', search)}
                orderId={queryValue('orderId', search)}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </PageState>
    </>
  );
}
