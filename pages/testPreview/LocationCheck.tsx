import { useState } from 'react';
import { Button } from '../../shared/ui/button/Button.tsx';
import styles from './testPreview.module.scss';

type LocationState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; longitude: number; latitude: number }
  | { kind: 'failed'; message: string };

const geolocationErrors: Record<number, string> = {
  1: 'Location permission was denied.',
  2: 'The location is not available right now.',
  3: 'Finding the location took too long. Please try again.',
};

/** The geolocation button: shows longitude and latitude, or why they could not be read. */
export function LocationCheck() {
  const [location, setLocation] = useState<LocationState>({ kind: 'idle' });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocation({ kind: 'failed', message: 'This browser cannot read the location.' });
      return;
    }
    setLocation({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setLocation({
          kind: 'found',
          longitude: position.coords.longitude,
          latitude: position.coords.latitude,
        }),
      (error) =>
        setLocation({ kind: 'failed', message: geolocationErrors[error.code] ?? error.message }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="preview-location">
      <h2 id="preview-location" className={styles.heading}>
        Location
      </h2>
      <Button variant="secondary" fullWidth pending={location.kind === 'locating'} onClick={locate}>
        Get location
      </Button>
      <output className={styles.result} aria-live="polite">
        {location.kind === 'found' && (
          <>
            <span>Longitude: {location.longitude.toFixed(6)}</span>
            <span>Latitude: {location.latitude.toFixed(6)}</span>
          </>
        )}
        {location.kind === 'failed' && location.message}
      </output>
    </section>
  );
}
