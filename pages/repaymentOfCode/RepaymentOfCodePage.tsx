// Repayment by code (spec §2 '/repaymentOfCode'; contract §1 repaymentOfCode.html): where the pay
// address of a channel leads. The amount the link names is in the loan header (written from the
// address by the page's head script before React runs: firstFigures.ts); showType 1 shows the
// pay code to copy, then the channel's image with what to do there; any other value a QR code to
// scan, with tips. The picture of the QR code comes from the query, and only from this site or an
// image host (codeRules.ts); where there is none, it is refused or it does not load, the page draws
// the code from payCode with a generator fetched only then. The page reads its query after
// hydration and trusts none of it: above a code the server did not give this app (a link can carry
// any), it cautions the borrower.
import { Suspense, useEffect, useState } from 'react';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { PayCodeCopy, payCodeName } from '../../shared/ui/copy-text/CopyText.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary/ErrorBoundary.tsx';
import { lazyPart } from '../../shared/ui/lazy-part/lazyPart.tsx';
import { LoanHeader } from '../../shared/ui/loan-header/LoanHeader.tsx';
import { amountWords, figuresSearch } from '../../shared/ui/loan-header/loanHeader.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { isIssuedCode } from '../../shared/stores/issuedPayCodes.ts';
import {
  type CodeOrigin,
  type CodeView,
  codePageState,
  foreignCodeCaution,
  issuedLine,
  missingCodeMessage,
} from './codeRules.ts';
import { firstFigures } from './firstFigures.ts';
import styles from './RepaymentOfCodePage.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

const GeneratedQrCode = lazyPart(() =>
  import('./GeneratedQrCode.tsx').then((module) => module.default),
);

const codePageTitle = 'Payment';

export const scanTips = [
  'Open your e-wallet or banking app and choose Scan or Pay QR.',
  'Scan this QR code, or save a screenshot and upload it in the app.',
  'Check that the amount is right, then confirm the payment.',
  'Keep the receipt until the payment shows in your loan.',
];

export const codeTip =
  'Give this code to the cashier, or enter it in your payment app, and pay the amount shown.';

export function RepaymentOfCodePage() {
  const search = usePageSearch();
  const state = codePageState(search);
  // Hydrating, the page reads no address: the header as the head's script wrote it, if it did.
  const headerSearch = search ?? figuresSearch();
  return (
    <>
      <PageHeader title={codePageTitle} />
      {(state.status === 'loading' || state.status === 'ready') && (
        <LoanHeader
          view={headerSearch === undefined ? undefined : firstFigures(headerSearch)}
          label={amountWords}
          withProduct={false}
          withDate={false}
        />
      )}
      <PageState state={state} missingMessage={missingCodeMessage} placeholder={<CodeSkeleton />}>
        {(view) => {
          // The order the link names, if any: a code given for another order is not vouched for.
          const orderId = readPageQuery(search).orderId ?? '';
          return (
            <main className={styles.content}>
              {view.kind === 'code' ? (
                <CodeCard view={view} orderId={orderId} />
              ) : (
                <QrCard view={view} orderId={orderId} />
              )}
            </main>
          );
        }}
      </PageState>
    </>
  );
}

/** Whether the server gave this app the code: unknown for the few ms the digest takes. */
function useCodeOrigin(payCode: string, orderId: string): CodeOrigin {
  const [origin, setOrigin] = useState<{ code: string; origin: CodeOrigin }>();
  useEffect(() => {
    let current = true;
    void isIssuedCode(payCode, orderId).then((issued) => {
      if (current) setOrigin({ code: payCode, origin: issued ? 'issued' : 'foreign' });
    });
    return () => {
      current = false;
    };
  }, [payCode, orderId]);
  return origin?.code === payCode ? origin.origin : 'checking';
}

/** The caution above a code the app was not given, or the line that vouches for one it was. */
function CodeOriginNote({ payCode, orderId }: { payCode: string; orderId: string }) {
  const origin = useCodeOrigin(payCode, orderId);
  if (origin === 'foreign') {
    return (
      <p className={styles.caution} role="alert">
        {foreignCodeCaution}
      </p>
    );
  }
  return origin === 'issued' ? <p className={styles.issued}>{issuedLine}</p> : null;
}

function CodeCard({
  view,
  orderId,
}: {
  view: Extract<CodeView, { kind: 'code' }>;
  orderId: string;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <section className={styles.card} aria-label={payCodeName}>
      <CodeOriginNote payCode={view.payCode} orderId={orderId} />
      <PayCodeCopy code={view.payCode} large />
      {view.image && !imageFailed && (
        <img
          className={styles.channelImage}
          src={view.image}
          alt="Payment channel"
          onError={() => setImageFailed(true)}
        />
      )}
      <p className={styles.tip}>{codeTip}</p>
    </section>
  );
}

function QrCard({ view, orderId }: { view: Extract<CodeView, { kind: 'qr' }>; orderId: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  const showsImage = view.image !== undefined && !imageFailed;
  // The generator did not load (offline) or could not encode the code: the code itself is below.
  const [drawingFailed, setDrawingFailed] = useState(false);
  return (
    <section className={styles.card} aria-label="QR code">
      {view.payCode && <CodeOriginNote payCode={view.payCode} orderId={orderId} />}
      <div className={styles.qrFrame}>
        {showsImage ? (
          <img
            className={styles.qrImage}
            src={view.image}
            alt="QR code to pay"
            onError={() => setImageFailed(true)}
          />
        ) : view.payCode && drawingFailed ? (
          <p className={styles.drawing} role="alert">
            The QR code could not be drawn. Give the pay code below at the counter instead.
          </p>
        ) : view.payCode ? (
          <ErrorBoundary optional={() => setDrawingFailed(true)}>
            <Suspense fallback={<span className={styles.drawing}>Drawing the QR code…</span>}>
              <GeneratedQrCode code={view.payCode} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <p className={styles.drawing} role="alert">
            The QR code could not be loaded. Please go back and choose your payment method again.
          </p>
        )}
      </div>
      {view.payCode && <PayCodeCopy code={view.payCode} />}
      <h2 className={styles.tipsTitle}>How to scan</h2>
      <ol className={styles.tips}>
        {scanTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
    </section>
  );
}

function CodeSkeleton() {
  return (
    <div className={styles.content}>
      <VisuallyHidden as="p" role="status">
        Loading the pay code
      </VisuallyHidden>
      <div className={styles.card} aria-hidden="true">
        <Skeleton width={240} height={240} className={styles.skeletonQr} />
        <Skeleton width="70%" />
        <Skeleton width="60%" />
      </div>
    </div>
  );
}
