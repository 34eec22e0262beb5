import { type ChangeEvent, useEffect, useId, useState } from 'react';
import styles from './testPreview.module.scss';

interface Photo {
  name: string;
  sizeKb: number;
  url: string;
}

/** A photo file input that shows what was picked (camera or gallery in the web view). */
export function PhotoPicker() {
  const inputId = useId();
  const [photo, setPhoto] = useState<Photo>();

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setPhoto({
      name: file.name,
      sizeKb: Math.max(1, Math.round(file.size / 1024)),
      url: URL.createObjectURL(file),
    });
  };

  return (
    <section className={styles.card} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        Photo
      </h2>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        onChange={pick}
      />
      <label className={styles.fileButton} htmlFor={inputId}>
        Choose a photo
      </label>
      {photo && (
        <figure className={styles.photo}>
          <img src={photo.url} alt="Selected" />
          <figcaption>
            {photo.name} · {photo.sizeKb} KB
          </figcaption>
        </figure>
      )}
    </section>
  );
}
