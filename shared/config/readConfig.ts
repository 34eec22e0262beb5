// The build's side of the configuration (config.ts): reads every setting from the environment
// (Vite's `.env*` files or the shell; vite.config.ts and scripts call createConfig with their env)
// and checks the values that decide where requests go or what the shell opens, so a bad one fails
// the build (and the dev server's start) instead of reaching a borrower.

import {
  type AmountFormat,
  type AppConfig,
  amountFormats,
  dateFormats,
  defaultConfig,
} from './config.ts';

export type ConfigEnv = Readonly<Record<string, string | boolean | undefined>>;

function text(env: ConfigEnv, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function stringMap(env: ConfigEnv, key: string): Record<string, string> {
  const value = env[key];
  if (typeof value !== 'string' || value.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`${key} must be a JSON object of strings`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${key} must be a JSON object of strings`);
  }
  const map: Record<string, string> = {};
  for (const [from, to] of Object.entries(parsed)) {
    if (typeof to !== 'string') throw new Error(`${key}.${from} must be a string`);
    map[from] = to;
  }
  return map;
}

// A colour goes into the HTML template's inline style: only plain colour notations are accepted.
const cssColour = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/+-]+\))$/i;

function colour(env: ConfigEnv, key: string, fallback: string): string {
  const value = text(env, key, fallback);
  if (!cssColour.test(value)) throw new Error(`${key} must be a CSS colour such as #14213d`);
  return value;
}

export interface ConfigOptions {
  /**
   * A build borrowers get (`vite build` in the production mode): the lender's registration must be
   * set (lenderVariables), unless VITE_ALLOW_SAMPLE_LENDER=1 says the build is only for tests.
   */
  release?: boolean;
  /**
   * The dev server, `vite preview` and the tests (the mock backend's modes): origins may also be
   * http://localhost or http://127.0.0.1, on any port. Never for a build borrowers get.
   */
  development?: boolean;
}

/** The modes that run on a developer's machine: `vite` / `vite preview` (serve) and the tests. */
export function isDevelopment(command: string, mode: string): boolean {
  return command === 'serve' || mode === 'development' || mode === 'test';
}

const localHosts = ['localhost', '127.0.0.1'];

/** `value` as the URL parser reads it; throws `problem` when it cannot. */
function parsedUrl(value: string, problem: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(problem);
  }
}

/** Plain http on this machine: allowed on a developer's machine only. */
function localInDevelopment(url: URL, options: ConfigOptions): boolean {
  return (
    options.development === true && url.protocol === 'http:' && localHosts.includes(url.hostname)
  );
}

/**
 * A path on this site. A browser reads `\` in a path as `/`, so `/\evil.example/t`, like
 * `//evil.example/t`, is another host: a path holds no backslash, and no space.
 */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);
}

/**
 * A bare origin (scheme, host and optional port: no path, query, fragment or credentials), read
 * by the URL parser and given back as `URL.origin` writes it (`https://pay.example.ph`), so it
 * compares equal to the origin of any address read later. A trailing slash is no path.
 */
function bareOrigin(item: string, key: string, options: ConfigOptions): string {
  const problem = `${key} must be a bare https:// origin, got ${JSON.stringify(item)}`;
  const url = parsedUrl(item.replace(/\/+$/, ''), problem);
  const bare =
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(item);
  const local = localInDevelopment(url, options);
  if (!bare || hasWildcard(url) || (url.protocol !== 'https:' && !local)) throw new Error(problem);
  return url.origin;
}

/**
 * An origin goes into the policy's source lists (img-src, frame-src, connect-src) as written,
 * where `*` is a wildcard: `https://*.example.com` would trust every host under it. The URL parser
 * keeps a `*` in a host (and decodes `%2A` into one), so the parsed host is what is checked.
 */
function hasWildcard(url: URL): boolean {
  return url.host.includes('*');
}

/** A comma-separated list of bare origins; unset, blank or only commas is undefined. */
function origins(env: ConfigEnv, key: string, options: ConfigOptions): string[] | undefined {
  const value = env[key];
  if (typeof value !== 'string') return undefined;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length === 0 ? undefined : items.map((item) => bareOrigin(item, key, options));
}

// Schemes of the web and of the browser itself: a link in one of them is no app's deep link, and
// intent: would let a link start any app on the phone.
const webSchemes = [
  'http',
  'https',
  'javascript',
  'data',
  'file',
  'blob',
  'vbscript',
  'intent',
  'about',
  'filesystem',
];

/** The app's own scheme (RFC 3986 scheme syntax), written `pesoagad://` or `pesoagad:`. */
function deepLinkScheme(value: string, key: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?$/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined || webSchemes.includes(scheme)) {
    throw new Error(
      `${key} must be the app's own scheme such as pesoagad://, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/**
 * The address of a report endpoint: https://, or http:// on localhost or 127.0.0.1 on a
 * developer's machine only. A built site never reports to a local address: on a phone, any app
 * can listen there, and a report carries the page's address with its session. It goes into the
 * policy and a header as written, so it may hold nothing that ends a directive or a header's
 * item, and no `$` (nginx reads a variable there).
 */
function reportUrl(value: string, key: string, options: ConfigOptions): string {
  const problem = `${key} must be an https:// address (no credentials, fragment, space, quote, comma, semicolon or $), got ${JSON.stringify(value)}`;
  const url = parsedUrl(value, problem);
  const local = localInDevelopment(url, options);
  const clean = url.username === '' && url.password === '' && !/[#\s;,'"\\$]/.test(value);
  if (!clean || (url.protocol !== 'https:' && !local)) throw new Error(problem);
  return url.href;
}

/**
 * The telemetry endpoint: a path on the site's own origin (`/telemetry`) or an address with no
 * credentials and no fragment, https:// (or local http on a developer's machine).
 */
function telemetryUrl(value: string, key: string, options: ConfigOptions): string {
  if (value === '') return '';
  const problem = `${key} must be a path such as /telemetry or an https:// address, got ${JSON.stringify(value)}`;
  if (value.startsWith('/')) {
    if (!isSitePath(value) || value.includes('#')) throw new Error(problem);
    return value;
  }
  const url = parsedUrl(value, problem);
  const local = localInDevelopment(url, options);
  const clean = url.username === '' && url.password === '' && !value.includes('#');
  // Its origin joins connect-src.
  if (!clean || hasWildcard(url) || (url.protocol !== 'https:' && !local)) throw new Error(problem);
  return url.href;
}

/**
 * Where the Disclosure Statement is: a path on this site (`/disclosure.html`, no `//` or backslash,
 * which a browser reads as another host) or an https:// address with no credentials; empty is the
 * default (the loan terms' section on the cost of the loan).
 */
function disclosureUrl(value: string, key: string): string {
  const problem = `${key} must be a path such as /disclosure.html or an https:// address, got ${JSON.stringify(value)}`;
  if (value === '') return '';
  if (value.startsWith('/')) {
    if (!isSitePath(value)) throw new Error(problem);
    return value;
  }
  const url = parsedUrl(value, problem);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    throw new Error(problem);
  }
  return url.href;
}

/**
 * A path prefix such as `/maxwell/channel-pictures/`: from `/` to `/`, of plain segments only (one
 * at least: `/` would take in the uploads too). No
 * `//`, backslash, dot segment or escape, each of which a server or browser could read as
 * another place (`/a/..%2Fuploads/x` is the upload path to nginx).
 */
function pathPrefix(value: string, key: string): string {
  const segments = value.split('/').slice(1, -1);
  const plain =
    value.startsWith('/') &&
    value.endsWith('/') &&
    segments.length > 0 &&
    segments.every((segment) => /^[\w.~-]+$/.test(segment) && !/^\.+$/.test(segment));
  if (!plain) {
    throw new Error(
      `${key} must be a path from / to / such as /maxwell/channel-pictures/, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** A share from 0 to 1, written as a decimal (0.1 for 10 %). */
function share(env: ConfigEnv, key: string, fallback: number): number {
  const value = env[key];
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  const number = /^\s*(0|1|0?\.\d+|1\.0*)\s*$/.test(value) ? Number(value) : NaN;
  if (!(number >= 0 && number <= 1)) {
    throw new Error(
      `${key} must be a share of page views from 0 to 1 such as 0.1, got ${JSON.stringify(value)}`,
    );
  }
  return number;
}

/** The build-time variables of the field reports (shared/telemetry/), by configuration field. */
export const telemetryVariables = {
  telemetryUrl: 'VITE_TELEMETRY_URL',
  telemetrySample: 'VITE_TELEMETRY_SAMPLE',
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/** The build-time variables that hold lists, by configuration field. */
export const listVariables = {
  trustedOrigins: 'VITE_TRUSTED_ORIGINS',
  imageHosts: 'VITE_IMAGE_HOSTS',
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/** What each list holds when its variable is unset, in words (docs/reference.md). */
export const listDefaults: Record<keyof typeof listVariables, string> = {
  trustedOrigins: '(none)',
  imageHosts: '(the API origin)',
};

/** The build-time variables that set text values, by configuration field. */
export const textVariables = {
  appName: 'VITE_APP_NAME',
  appEnglishName: 'VITE_APP_ENGLISH_NAME',
  backgroundColor: 'VITE_BACKGROUND_COLOR',
  fontColor: 'VITE_FONT_COLOR',
  defaultServicePhone: 'VITE_SERVICE_PHONE',
  serviceEmail: 'VITE_SERVICE_EMAIL',
  deepLinkScheme: 'VITE_DEEP_LINK_SCHEME',
  apiOrigin: 'VITE_API_ORIGIN',
  promotionService: 'VITE_PROMOTION_SERVICE',
  registrationPhonePattern: 'VITE_REGISTRATION_PHONE_PATTERN',
  registrationPhoneMessage: 'VITE_REGISTRATION_PHONE_MESSAGE',
  googlePlayUrl: 'VITE_GOOGLE_PLAY_URL',
  appStoreUrl: 'VITE_APP_STORE_URL',
  cspReportUrl: 'VITE_CSP_REPORT_URL',
  channelPicturePath: 'VITE_CHANNEL_PICTURE_PATH',
  disclosureUrl: 'VITE_DISCLOSURE_URL',
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/** The lender's registration, by configuration field: every production build sets all three. */
export const lenderVariables = {
  lenderName: 'VITE_LENDER_NAME',
  secRegistrationNumber: 'VITE_SEC_REGISTRATION_NUMBER',
  certificateOfAuthorityNumber: 'VITE_CERTIFICATE_OF_AUTHORITY_NUMBER',
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/** Lets a production build keep the sample lender: for the tests' builds, never for a release. */
export const allowSampleLenderVariable = 'VITE_ALLOW_SAMPLE_LENDER';

/** The build-time variables that choose a format, by configuration field. */
export const formatVariables = {
  amountFormat: 'VITE_AMOUNT_FORMAT',
  dateFormat: 'VITE_DATE_FORMAT',
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/** One of the given choices, written exactly; the default when unset. */
function choice<T extends string>(
  env: ConfigEnv,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = text(env, key, fallback);
  if (!(choices as readonly string[]).includes(value)) {
    throw new Error(
      `${key} must be one of ${choices.map((item) => JSON.stringify(item)).join(', ')}, got ${JSON.stringify(value)}`,
    );
  }
  return value as T;
}

/** A production build without the lender's registration names what is missing. */
function lenderSettings(env: ConfigEnv, options: ConfigOptions) {
  const settings = {
    lenderName: text(env, lenderVariables.lenderName, defaultConfig.lenderName),
    secRegistrationNumber: text(
      env,
      lenderVariables.secRegistrationNumber,
      defaultConfig.secRegistrationNumber,
    ),
    certificateOfAuthorityNumber: text(
      env,
      lenderVariables.certificateOfAuthorityNumber,
      defaultConfig.certificateOfAuthorityNumber,
    ),
  };
  const missing = Object.entries(lenderVariables)
    .filter(
      ([field]) =>
        settings[field as keyof typeof settings] === defaultConfig[field as keyof typeof settings],
    )
    .map(([, variable]): string => variable)
    // The loans on offer are the lender's terms too: a sample range or rate is never advertised.
    .concat(Object.values(loanOfferVariables).filter((variable) => text(env, variable, '') === ''));
  if (options.release === true && missing.length > 0 && env[allowSampleLenderVariable] !== '1') {
    throw new Error(
      `A production build must set ${missing.join(', ')}: the lender's registration and the loans it offers, which the landing, promotion, About us and loan confirm pages show (docs/deploy.md)`,
    );
  }
  return settings;
}

/** The loans on offer, by configuration field (the landing page's first screen). */
export const loanOfferVariables = {
  loanAmountMin: 'VITE_LOAN_AMOUNT_MIN',
  loanAmountMax: 'VITE_LOAN_AMOUNT_MAX',
  dailyRate: 'VITE_DAILY_RATE',
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/** Whole pesos from 1 up, the smallest loan no larger than the largest; a rate from 0 to 100 %. */
function loanOfferSettings(env: ConfigEnv) {
  const pesos = (field: 'loanAmountMin' | 'loanAmountMax') => {
    const variable = loanOfferVariables[field];
    const value = text(env, variable, String(defaultConfig[field]));
    if (!/^[1-9]\d*$/.test(value)) {
      throw new Error(
        `${variable} must be a whole number of pesos such as 20000, got ${JSON.stringify(value)}`,
      );
    }
    return Number(value);
  };
  const loanAmountMin = pesos('loanAmountMin');
  const loanAmountMax = pesos('loanAmountMax');
  if (loanAmountMin > loanAmountMax) {
    throw new Error(
      `${loanOfferVariables.loanAmountMin} must not be above ${loanOfferVariables.loanAmountMax}`,
    );
  }
  const dailyRate = text(env, loanOfferVariables.dailyRate, defaultConfig.dailyRate);
  if (!/^\d+(\.\d+)?$/.test(dailyRate) || !(Number(dailyRate) > 0 && Number(dailyRate) < 100)) {
    throw new Error(
      `${loanOfferVariables.dailyRate} must be the percent a day such as 0.05, got ${JSON.stringify(dailyRate)}`,
    );
  }
  return { loanAmountMin, loanAmountMax, dailyRate };
}

/** The build-time variables that hold JSON maps, by configuration field. */
export const mapVariables = {
  pathMap: 'VITE_PATH_MAP',
  bridgeCommands: 'VITE_BRIDGE_COMMANDS',
  wireKeys: 'VITE_WIRE_KEYS',
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/**
 * Builds the configuration from build-time environment variables over the defaults; throws,
 * naming the variable, for a value that is not allowed.
 */
export function createConfig(env: ConfigEnv, options: ConfigOptions = {}): AppConfig {
  const config: AppConfig = { ...defaultConfig };
  for (const [field, variable] of Object.entries(textVariables) as [
    keyof typeof textVariables,
    string,
  ][]) {
    config[field] = text(env, variable, defaultConfig[field]);
  }
  for (const [field, variable] of Object.entries(mapVariables) as [
    keyof typeof mapVariables,
    string,
  ][]) {
    config[field] = stringMap(env, variable);
  }
  config.backgroundColor = colour(
    env,
    textVariables.backgroundColor,
    defaultConfig.backgroundColor,
  );
  config.fontColor = colour(env, textVariables.fontColor, defaultConfig.fontColor);
  config.deepLinkScheme = deepLinkScheme(config.deepLinkScheme, textVariables.deepLinkScheme);
  // Addresses are joined as origin + path: the origin as the parser writes it, no slash after it.
  if (config.apiOrigin !== '') {
    config.apiOrigin = bareOrigin(config.apiOrigin, textVariables.apiOrigin, options);
  }
  if (config.cspReportUrl !== '') {
    config.cspReportUrl = reportUrl(config.cspReportUrl, textVariables.cspReportUrl, options);
  }
  config.channelPicturePath = pathPrefix(
    config.channelPicturePath,
    textVariables.channelPicturePath,
  );
  config.disclosureUrl = disclosureUrl(config.disclosureUrl, textVariables.disclosureUrl);
  config.trustedOrigins = origins(env, listVariables.trustedOrigins, options) ?? [];
  config.imageHosts =
    origins(env, listVariables.imageHosts, options) ??
    (config.apiOrigin === '' ? [] : [config.apiOrigin]);
  config.telemetryUrl = telemetryUrl(
    text(env, telemetryVariables.telemetryUrl, ''),
    telemetryVariables.telemetryUrl,
    options,
  );
  const amountFormat = choice(
    env,
    formatVariables.amountFormat,
    Object.keys(amountFormats) as AmountFormat[],
    defaultConfig.amountFormat,
  );
  config.amountFormat = amountFormat;
  config.thousandsSeparator = amountFormats[amountFormat].thousandsSeparator;
  config.decimalMark = amountFormats[amountFormat].decimalMark;
  config.dateFormat = choice(
    env,
    formatVariables.dateFormat,
    dateFormats,
    defaultConfig.dateFormat,
  );
  Object.assign(config, lenderSettings(env, options), loanOfferSettings(env));
  config.telemetrySample = share(
    env,
    telemetryVariables.telemetrySample,
    defaultConfig.telemetrySample,
  );
  try {
    RegExp(config.registrationPhonePattern);
  } catch {
    throw new Error(`${textVariables.registrationPhonePattern} must be a regular expression`);
  }
  return config;
}
