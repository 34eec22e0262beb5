// Complaint next page (spec §2 'Complaint next page', §4 'Complaint', §5, §7 problem-init,
// upload-problem-img, problem-save; §9; contract §1 complainPageNext.html): the chosen type's tags,
// the description (200 characters at most, paste included), the evidence pictures, the promise of
// a reply within 3 weekdays and Send. The draft survives a reload; once the complaint is sent it
// is cleared, 'Successfully Sent' shows for 1.5 s and the complaint entry opens. The modal is a
// module of its own, fetched after the form shows.
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { type ComplaintInit, complaintLimits, saveComplaint } from '../../shared/api/complaints.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { goToPage, readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { complaintDraftStore } from './complaintDraft.ts';
import { ActionBar } from '../../shared/ui/action-bar/ActionBar.tsx';
import { Button } from '../../shared/ui/button/Button.tsx';
import { FeedbackPicture } from '../../shared/ui/feedback/FeedbackView.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary/ErrorBoundary.tsx';
import { lazyPart } from '../../shared/ui/lazy-part/lazyPart.tsx';
import { TextArea } from '../../shared/ui/form/TextArea.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { showToast } from '../../shared/notify/toastStore.ts';
import { EvidenceUploader } from './EvidenceUploader.tsx';
import { emptyTextMessage, entryQuery, sendRefusal, typeTags } from './nextPageRules.ts';
import { pageLoad } from './pageLoad.ts';
import { useEvidenceUploads } from './useEvidenceUploads.ts';
import styles from './complainPageNext.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export const missingTypeMessage =
  'This complaint cannot be continued: the link is missing the problem type. Please go back and choose it again.';

const descriptionPlaceholder =
  'Tell us who contacted you (name or number), the date and time, the channel (call, SMS, WhatsApp) and what happened.';

const Dialog = lazyPart(() =>
  import('../../shared/ui/dialog/Dialog.tsx').then((module) => module.Dialog),
);

export function ComplainNextPage() {
  const { state, retry } = usePageData(pageLoad);
  return (
    <>
      <PageHeader title="Complaint" />
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingTypeMessage}
        placeholder={<NextSkeleton />}
      >
        {(init) => <ComplaintForm init={init} />}
      </PageState>
    </>
  );
}

function ComplaintForm({ init }: { init: ComplaintInit }) {
  const search = usePageSearch();
  const query = useMemo(() => readPageQuery(search ?? ''), [search]);
  const tags = typeTags(init, query.problemType ?? '', query.problemSonType ?? '');
  const text = useStore(complaintDraftStore, (draft) => draft.text);
  const uploads = useEvidenceUploads();
  const [sent, setSent] = useState(false);
  const [textError, setTextError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const tagsId = useId();

  const [send, sending] = usePendingAction(async () => {
    const refusal = sendRefusal(
      text,
      uploads.pending.map((item) => item.status),
    );
    // A missing description is said at the field; waiting pictures are news of the page.
    if (refusal === emptyTextMessage) {
      setTextError(refusal);
      form.current?.querySelector('textarea')?.focus();
      return;
    }
    if (refusal) {
      showToast(refusal);
      return;
    }
    const result = await saveComplaint({
      problemType: Number(query.problemType),
      problemSonType: query.problemSonType ?? '',
      problemDetail: text,
      images: uploads.uploaded,
      orderNo: query.orderNo ?? '',
    });
    // A failure was shown by the service module; the draft stays for another try.
    if (!result.success) return;
    complaintDraftStore.getState().clear();
    setSent(true);
  });

  // The modal's module, fetched once the form is there so that it shows at once after Send;
  // without it the entry still opens on time.
  useEffect(() => {
    void Dialog.load();
  }, []);

  // Spec §4: the modal closes 1.5 s after it shows, then the complaint entry opens. It may show a
  // frame after `sent` (its module, its turn among dialogs), so the count starts when it does;
  // should it never show, the entry opens all the same a moment later.
  const [modalShown, setModalShown] = useState(false);
  const onModalShown = useCallback(() => setModalShown(true), []);
  useEffect(() => {
    if (!sent) return;
    const stay = complaintLimits.successModalMs + (modalShown ? 0 : unshownModalGraceMs);
    const timer = setTimeout(() => leave(query), stay);
    return () => clearTimeout(timer);
  }, [sent, modalShown, query]);

  return (
    <main className={styles.page}>
      <form
        ref={form}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <section className={styles.card} aria-labelledby={tagsId}>
          <h2 id={tagsId} className={styles.sectionTitle}>
            Problem type
          </h2>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
          <TextArea
            label="Problem description"
            value={text}
            onValueChange={(value) => {
              complaintDraftStore.getState().setText(value);
              if (value.trim() !== '') setTextError(undefined);
            }}
            error={textError}
            maxLength={complaintLimits.textLength}
            placeholder={descriptionPlaceholder}
            rows={6}
          />
        </section>
        <EvidenceUploader uploads={uploads} />
        <p className={styles.note}>
          We will reply to your complaint within {complaintLimits.replyWeekdays} weekdays.
        </p>
        <ActionBar>
          <Button type="submit" fullWidth pending={sending || sent}>
            Send
          </Button>
        </ActionBar>
      </form>
      {sent && (
        <ErrorBoundary optional>
          <Suspense fallback={null}>
            <Dialog open title="Successfully Sent" onClose={() => leave(query)}>
              <div className={styles.sent}>
                <FeedbackPicture kind="success" />
                <p className={styles.dialogText}>
                  We have received your comments and suggestions. Thank you for telling us.
                </p>
              </div>
              <WhenShown onShown={onModalShown} />
            </Dialog>
          </Suspense>
        </ErrorBoundary>
      )}
    </main>
  );
}

/** How much longer the entry waits when the sent modal could not be shown at all. */
const unshownModalGraceMs = 1_000;

/** Tells its dialog's page the moment the dialog's content is on screen. */
function WhenShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** To the complaint entry, in place of this page: going back should not show the sent form. */
function leave(query: Record<string, string>) {
  goToPage('complaint', entryQuery(query), { replace: true });
}

function NextSkeleton() {
  return (
    <div className={styles.page}>
      <VisuallyHidden as="p" role="status">
        Loading the complaint form
      </VisuallyHidden>
      <div className={styles.form} aria-hidden="true">
        <div className={styles.card}>
          <Skeleton width="40%" height="1.5rem" />
          <div className={styles.tags}>
            <Skeleton width="6rem" height="2rem" />
            <Skeleton width="9rem" height="2rem" />
          </div>
          <Skeleton width="50%" />
          <Skeleton height="9rem" />
        </div>
        <div className={styles.card}>
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton width="90%" />
          <div className={styles.images}>
            <Skeleton className={styles.thumb} />
          </div>
        </div>
      </div>
    </div>
  );
}
