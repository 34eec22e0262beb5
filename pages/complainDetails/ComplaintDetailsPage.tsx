// Complaint details (spec §2 'Complaint details', §3 'Complaint problem', §4 'Complaint rating', §7
// problem-detail, save-score; §8; §9; contract §1 complainDetails.html): the complaint read-only
// (type, sub-type, the text with its x/200 counter, the pictures, each enlarged on a tap), the
// reply under 'Process Result' when there is one, and 3 s after loading, for a complaint that asks
// for it, the rating modal. The modal and the picture viewer are modules of their own, fetched
// when the complaint asks for a rating or a picture is tapped.
import { Suspense, useEffect, useId, useState } from 'react';
import { type ComplaintDetail, complaintLimits } from '../../shared/api/complaints.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { imageUrl } from '../../shared/navigation/imageUrl.ts';
import { ErrorBoundary } from '../../shared/ui/error-boundary/ErrorBoundary.tsx';
import { lazyPart } from '../../shared/ui/lazy-part/lazyPart.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { DetailRows } from '../../shared/ui/detail-rows/DetailRows.tsx';
import {
  asksRating,
  complaintRows,
  showsProcessResult,
  supportAgentLabel,
} from './detailsRules.ts';
import { pageLoad } from './pageLoad.ts';
import styles from './complainDetails.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export const missingProblemMessage =
  'This complaint cannot be shown: the link is missing its number. Please go back and open it again.';

const ComplaintRatingDialog = lazyPart(() =>
  import('./ComplaintRatingDialog.tsx').then((module) => module.ComplaintRatingDialog),
);

const ImageViewer = lazyPart(() =>
  import('../../shared/ui/image-viewer/ImageViewer.tsx').then((module) => module.ImageViewer),
);

export function ComplaintDetailsPage() {
  const { state, query, retry } = usePageData(pageLoad);
  return (
    <>
      <PageHeader title="Complaint Details" />
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingProblemMessage}
        placeholder={<DetailsSkeleton />}
      >
        {(detail) => <DetailsView detail={detail} problemId={query?.problemId ?? ''} />}
      </PageState>
    </>
  );
}

function DetailsView({ detail, problemId }: { detail: ComplaintDetail; problemId: string }) {
  const [rating, setRating] = useState(false);
  const [enlarged, setEnlarged] = useState<{ src: string; alt: string }>();
  const complaintId = useId();
  const resultId = useId();

  // Spec §4: the modal appears 3 s after the details load, for a complaint that asks for it.
  const wantsRating = asksRating(detail);
  useEffect(() => {
    if (!wantsRating) return;
    // Fetched now, so the modal is there when its time comes; without it the page goes on.
    void ComplaintRatingDialog.load();
    const timer = setTimeout(() => setRating(true), complaintLimits.ratingDelayMs);
    return () => clearTimeout(timer);
  }, [wantsRating]);

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={complaintId}>
        <h2 id={complaintId} className={styles.sectionTitle}>
          Your complaint
        </h2>
        <DetailRows rows={complaintRows(detail)} />
        <div className={styles.contentHead}>
          <h3 className={styles.contentLabel}>Problem description</h3>
          <span className={styles.muted}>
            {detail.content.length}/{complaintLimits.textLength}
          </span>
        </div>
        <p className={styles.content}>{detail.content}</p>
        <Pictures images={detail.images} name="Picture" onEnlarge={setEnlarged} />
      </section>
      {showsProcessResult(detail) && (
        <section className={styles.card} aria-labelledby={resultId}>
          <h2 id={resultId} className={styles.sectionTitle}>
            Process Result
          </h2>
          <p className={styles.agent}>{supportAgentLabel}</p>
          {detail.disposeDetail.trim() !== '' && (
            <p className={styles.reply}>{detail.disposeDetail}</p>
          )}
          <Pictures images={detail.disposeImages} name="Reply picture" onEnlarge={setEnlarged} />
        </section>
      )}
      {enlarged && (
        <ErrorBoundary optional>
          <Suspense fallback={null}>
            <ImageViewer
              src={enlarged.src}
              alt={enlarged.alt}
              onClose={() => setEnlarged(undefined)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {/* Mounted while open: closing it resets the stars. */}
      {rating && (
        <ErrorBoundary optional>
          <Suspense fallback={null}>
            <ComplaintRatingDialog open problemId={problemId} onClose={() => setRating(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </main>
  );
}

function Pictures(props: {
  images: string[];
  /** How each picture is named: 'Picture 1 of 2'. */
  name: string;
  onEnlarge: (picture: { src: string; alt: string }) => void;
}) {
  // Only pictures the page may show are counted and shown.
  const images = props.images.map(imageUrl).filter((src) => src !== undefined);
  if (images.length === 0) return null;
  return (
    <ul className={styles.images}>
      {images.map((src, index) => {
        const alt = `${props.name} ${index + 1} of ${images.length}`;
        return (
          <li key={`${index}-${src}`}>
            <button
              type="button"
              className={styles.imageButton}
              aria-label={`Enlarge ${alt.toLowerCase()}`}
              onClick={() => props.onEnlarge({ src, alt })}
            >
              <img className={styles.thumb} src={src} alt="" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function DetailsSkeleton() {
  return (
    <div className={styles.page}>
      <VisuallyHidden as="p" role="status">
        Loading the complaint
      </VisuallyHidden>
      <div className={styles.card} aria-hidden="true">
        <Skeleton width="40%" height="1.5rem" />
        <div className={styles.rows}>
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </div>
        <Skeleton width="45%" />
        <Skeleton height="8rem" />
      </div>
    </div>
  );
}
