// Readers for untrusted response data. Each returns a value of the asked type whatever arrives
// (null, a missing key, a number where text was expected), so typed domain objects are built at
// the service boundary with defaults instead of crashing a page.

export type Json = Record<string, unknown>;

export function asRecord(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Text from a string or a finite number; the fallback otherwise. */
export function asText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A finite number from a number or numeric text; the fallback otherwise. */
export function asNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/** A list of records read one by one with the given reader; anything not an object is dropped. */
export function asList<T>(value: unknown, read: (item: Json, index: number) => T): T[] {
  return asArray(value)
    .filter(
      (item): item is Json => Boolean(item) && typeof item === 'object' && !Array.isArray(item),
    )
    .map(read);
}

/** A list of strings; other items are dropped. */
export function asTextList(value: unknown): string[] {
  return asArray(value).filter((item): item is string => typeof item === 'string');
}
