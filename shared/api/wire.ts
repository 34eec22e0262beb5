// The wire-key map (contract §2): obfuscated response keys and the domain names pages see. Decoded
// once at the service boundary; overridable at build time (config VITE_WIRE_KEYS).
import { appConfig } from '../config/appConfig.ts';

export const defaultWireKeys = {
  logo: 'plo',
  name: 'pna',
  buttonText: 'btx',
  rangeTitle: 'rti',
  rangeDesc: 'rde',
  rate: 'rat',
  description: 'dsc',
  enabled: 'ena',
  id: 'pid',
  agreementTitle: 'ttl',
  contractUrl: 'cur',
  lendDetailsUrl: 'ldu',
} as const;

export type WireField = keyof typeof defaultWireKeys;

/** The fields of a recommended product on the order page, which arrive under wire keys. */
export const recommendedProductFields: readonly WireField[] = [
  'logo',
  'name',
  'buttonText',
  'rangeTitle',
  'rangeDesc',
  'rate',
  'description',
  'enabled',
  'id',
];

export function createWireKeys(
  overrides: Readonly<Record<string, string>>,
): Record<WireField, string> {
  const keys: Record<WireField, string> = { ...defaultWireKeys };
  for (const field of Object.keys(defaultWireKeys) as WireField[]) {
    const override = overrides[field];
    if (override) keys[field] = override;
  }
  return keys;
}

export const wireKeys = /* @__PURE__ */ createWireKeys(appConfig.wireKeys);

/**
 * Returns a copy of a wire object with the listed domain fields read from their wire keys.
 * Keys the map does not name pass through, so plain and obfuscated responses both decode.
 */
export function decodeWireKeys(
  value: unknown,
  fields: readonly WireField[],
  keys: Record<WireField, string> = wireKeys,
): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const fieldOfWireKey = new Map<string, string>(fields.map((field) => [keys[field], field]));
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [fieldOfWireKey.get(key) ?? key, entry]),
  );
}

/** Encodes domain fields to their wire keys: the mock backend answers in the wire's own words. */
export function encodeWireKeys(
  value: Record<string, unknown>,
  fields: readonly WireField[],
  keys: Record<WireField, string> = wireKeys,
): Record<string, unknown> {
  const named = new Set<string>(fields);
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      named.has(key) ? keys[key as WireField] : key,
      entry,
    ]),
  );
}
