// The evidence picker (spec §2 'Complaint next page', §5): thumbnails of the pictures, each with
// its progress while it uploads, Retry when it failed, and Remove; an 'Add picture' tile taking one
// file per pick while fewer than 9 are there, and under the pictures why a picked file was refused.
// The bytes of a file decide whether it is a picture; the input's `accept` only guides the picker.
import { type ChangeEvent, useId } from 'react';
import { complaintLimits } from '../../shared/api/complaints.ts';
import { imageUrl } from '../../shared/navigation/imageUrl.ts';
import { FieldError } from '../../shared/ui/form/FieldError.tsx';
import { CloseIcon } from '../../shared/ui/icon/icons.tsx';
import type { EvidenceUploads } from './useEvidenceUploads.ts';
import styles from './complainPageNext.module.scss';

export function EvidenceUploader({ uploads }: { uploads: EvidenceUploads }) {
  const titleId = useId();
  const inputId = useId();
  const refusalId = useId();
  const count = uploads.uploaded.length + uploads.pending.length;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // One file per pick.
    const file = input.files?.[0];
    // Cleared, so the same picture can be picked again after it is removed.
    input.value = '';
    if (file) void uploads.add(file);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Evidence
        </h2>
        <span className={styles.muted}>
          {count}/{complaintLimits.images}
        </span>
      </div>
      <p className={styles.muted}>
        Screenshots of WhatsApp (WA) chats, call recordings or SMS help us check what happened.
      </p>
      <ul className={styles.images}>
        {uploads.uploaded.map((url, index) => {
          const label = `Picture ${index + 1}`;
          const src = imageUrl(url);
          return (
            <li key={url} className={styles.tile}>
              {src ? (
                <img className={styles.thumb} src={src} alt={label} />
              ) : (
                <span className={styles.thumb} role="img" aria-label={label} />
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => uploads.removeUploaded(url)}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          );
        })}
        {uploads.pending.map((item, index) => {
          const label = `Picture ${uploads.uploaded.length + index + 1}`;
          const percent = Math.round(item.progress * 100);
          return (
            <li key={`pending-${item.id}`} className={styles.tile}>
              {item.preview ? (
                <img className={styles.thumb} src={item.preview} alt={label} />
              ) : (
                <span className={styles.thumb} role="img" aria-label={label} />
              )}
              {item.status === 'failed' ? (
                <button
                  type="button"
                  className={styles.retry}
                  aria-label={`Retry ${label.toLowerCase()}`}
                  onClick={() => uploads.retry(item.id)}
                >
                  Retry
                </button>
              ) : (
                <span className={styles.progressLayer}>
                  <span
                    className={styles.progress}
                    role="progressbar"
                    aria-label={`Uploading ${label.toLowerCase()}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                  >
                    <span className={styles.progressBar} style={{ width: `${percent}%` }} />
                  </span>
                  <span className={styles.progressText} aria-hidden="true">
                    {item.status === 'preparing' ? '…' : `${percent}%`}
                  </span>
                </span>
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => uploads.removePending(item.id)}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          );
        })}
        {uploads.canAdd && (
          <li className={styles.tile}>
            <label htmlFor={inputId} className={styles.add}>
              <PlusIcon />
              <span>Add picture</span>
            </label>
            <input
              id={inputId}
              className={styles.fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={uploads.refusal ? refusalId : undefined}
              onChange={pick}
            />
          </li>
        )}
      </ul>
      {/* Mounted before any refusal, so that a screen reader announces each one. */}
      <div role="alert" className={styles.refusal}>
        <FieldError id={refusalId}>{uploads.refusal}</FieldError>
      </div>
    </section>
  );
}

function PlusIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
