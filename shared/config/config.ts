// Brand and market configuration (contract §4, spec §9): what a setting is, its default, and what a
// page is given of it. Every value can be overridden at build time by the environment variable
// named beside it; readConfig.ts reads and checks them on the build's side.

export interface AppConfig {
  /** App name shown to borrowers. VITE_APP_NAME */
  appName: string;
  /** App English name (legal texts). VITE_APP_ENGLISH_NAME */
  appEnglishName: string;
  /** Brand background colour (dark): header bar, primary buttons, theme colour. VITE_BACKGROUND_COLOR */
  backgroundColor: string;
  /** Font colour on the brand background (white). VITE_FONT_COLOR */
  fontColor: string;
  /** Customer-service phone used when the server sends none. VITE_SERVICE_PHONE */
  defaultServicePhone: string;
  /** Customer-service e-mail for the static pages. VITE_SERVICE_EMAIL */
  serviceEmail: string;
  /** Deep-link scheme prefix of the native app: its own scheme, never one of the web. VITE_DEEP_LINK_SCHEME */
  deepLinkScheme: string;
  /** Currency symbol (peso), and the rupee shown when the V2 confirm flag isRupee is 1. */
  currencySymbol: string;
  rupeeSymbol: string;
  /** Number format: thousands separator and decimal mark, set by the amount format. */
  thousandsSeparator: string;
  decimalMark: string;
  /**
   * How amounts are written (shared/format/money.ts): the spec's `1.234,56` (dot for thousands) or
   * the Philippine convention `1,234.56`. VITE_AMOUNT_FORMAT
   */
  amountFormat: AmountFormat;
  /**
   * How dates are written (shared/format/date.ts): the spec's `YYYY-MM-DD` or the Philippine
   * convention `MMM D, YYYY` ("Nov 23, 2026"). VITE_DATE_FORMAT
   */
  dateFormat: DateFormat;
  /** Phone rule: at most this many digits, shown in these groups. */
  phoneMaxDigits: number;
  phoneGroups: readonly number[];
  /**
   * Registration mobile rule (spec §5, §9): a regular expression the digits must match whole, and
   * what the borrower reads when they do not. Another market changes these, not the page.
   * VITE_REGISTRATION_PHONE_PATTERN, VITE_REGISTRATION_PHONE_MESSAGE
   */
  registrationPhonePattern: string;
  registrationPhoneMessage: string;
  /** Store pages of the app, offered after a promotion registration. VITE_GOOGLE_PLAY_URL, VITE_APP_STORE_URL */
  googlePlayUrl: string;
  appStoreUrl: string;
  /** Market time zone, minutes east of UTC (Philippines: UTC+8); dates are shown in it. */
  timeZoneOffsetMinutes: number;
  /** API origin, a bare https:// origin; empty means the page's own origin. VITE_API_ORIGIN */
  apiOrigin: string;
  /**
   * Origins, besides the page's own and the API's, whose addresses open in the web view with the
   * common parameters (a payment or confirmation site run by the lender). Comma-separated
   * origins such as `https://pay.example.ph`. VITE_TRUSTED_ORIGINS
   */
  trustedOrigins: readonly string[];
  /**
   * Origins, besides the page's own, that pictures named by the server or the query may come from
   * (logos, barcodes, pay-code pictures, complaint pictures): comma-separated bare https:// origins
   * such as `https://cdn.example.ph`. Unset, the API origin (when one is set). VITE_IMAGE_HOSTS
   */
  imageHosts: readonly string[];
  /**
   * The path, on this site or an image host, of the channels' pay-code pictures (the channel image
   * or QR code the repayment-by-code page shows from `payCodeImg`): a picture anywhere else on
   * those hosts, a borrower's upload among them, is never shown as one. It starts and ends with
   * `/`. VITE_CHANNEL_PICTURE_PATH
   */
  channelPicturePath: string;
  /** Service prefix of the loan API (spec §7). */
  servicePrefix: string;
  /** `<service>` segment of the promotion API paths. VITE_PROMOTION_SERVICE */
  promotionService: string;
  /** Request timeout in milliseconds (spec §9). */
  requestTimeoutMs: number;
  /** Obfuscation map: logical path -> wire path, as JSON. VITE_PATH_MAP */
  pathMap: Readonly<Record<string, string>>;
  /** Bridge command names: logical command -> name the shell registered, as JSON. VITE_BRIDGE_COMMANDS */
  bridgeCommands: Readonly<Record<string, string>>;
  /** Wire-key map overrides: domain field -> wire key, as JSON. VITE_WIRE_KEYS */
  wireKeys: Readonly<Record<string, string>>;
  /**
   * Where browsers report a breach of a page's Content-Security-Policy: an https:// address;
   * empty, none is reported. Only the build reads it (scripts/deploy/securityHeaders.ts).
   * VITE_CSP_REPORT_URL
   */
  cspReportUrl: string;
  /**
   * Where the pages report errors and speed from the field (shared/telemetry/): a path on the
   * site's own origin (`/telemetry`) or an https:// address; empty sends and loads nothing.
   * VITE_TELEMETRY_URL
   */
  telemetryUrl: string;
  /** The share of page views, 0 to 1, that report their speed (errors always). VITE_TELEMETRY_SAMPLE */
  telemetrySample: number;
  /**
   * The lender as its registration names it (SEC Memorandum Circular No. 19, series of 2019): the
   * corporate name, the SEC registration number and the Certificate of Authority number, shown on
   * the landing, promotion, About us and loan confirm pages (shared/ui/lender-notice/). Sample
   * values by default; a production build must set all three. VITE_LENDER_NAME,
   * VITE_SEC_REGISTRATION_NUMBER, VITE_CERTIFICATE_OF_AUTHORITY_NUMBER
   */
  lenderName: string;
  secRegistrationNumber: string;
  certificateOfAuthorityNumber: string;
  /**
   * The loans on offer, in whole pesos, and their interest in percent a day ('0.05'): the landing
   * page's first screen shows them. VITE_LOAN_AMOUNT_MIN, VITE_LOAN_AMOUNT_MAX, VITE_DAILY_RATE
   */
  loanAmountMin: number;
  loanAmountMax: number;
  dailyRate: string;
  /**
   * Where the lender's Disclosure Statement is, which the registration block's advisory links to
   * (on the confirm pages, the agreement the server lists under that name comes first, then the
   * agreements listed): an
   * https:// address or a path on this site. Unset, the loan terms' section on the cost of the
   * loan (loanAgreement.html#disclosure). VITE_DISCLOSURE_URL
   */
  disclosureUrl: string;
}

/** The amount formats a deployment may choose: the spec's, and the Philippine convention. */
export const amountFormats = {
  '1.234,56': { thousandsSeparator: '.', decimalMark: ',' },
  '1,234.56': { thousandsSeparator: ',', decimalMark: '.' },
} as const;

export type AmountFormat = keyof typeof amountFormats;

/** The date formats a deployment may choose: the spec's, and the Philippine convention. */
export const dateFormats = ['YYYY-MM-DD', 'MMM D, YYYY'] as const;

type DateFormat = (typeof dateFormats)[number];

/**
 * The settings only the build reads (the policy's report address; the telemetry's, for the
 * Content-Security-Policy and the constants of shared/telemetry/telemetry.d.ts). The copy of the
 * configuration every page carries leaves them out, so a build without an endpoint ships not one
 * byte of telemetry.
 */
const buildOnlyFields = [
  'cspReportUrl',
  'telemetryUrl',
  'telemetrySample',
  // Pages carry the separators the format sets.
  'amountFormat',
  // Prerendered into the markup (shared/config/lender.ts): no page's script needs them.
  'lenderName',
  'secRegistrationNumber',
  'certificateOfAuthorityNumber',
  // Prerendered into the landing page (shared/config/loanOffer.ts).
  'loanAmountMin',
  'loanAmountMax',
  'dailyRate',
  'disclosureUrl',
] as const;

/** The configuration as a page carries it (shared/config/appConfig.ts). */
export type PageConfig = Omit<AppConfig, (typeof buildOnlyFields)[number]>;

export function pageConfig(config: AppConfig): PageConfig {
  const fields = new Set<string>(buildOnlyFields);
  return Object.fromEntries(
    Object.entries(config).filter(([field]) => !fields.has(field)),
  ) as PageConfig;
}

/** What a page's telemetry needs, given to its reporter by the build (__TELEMETRY_SETTINGS__). */
export interface TelemetrySettings {
  url: string;
  /** The share of page views that report their speed. */
  sample: number;
  /** The build the page is from (scripts/build/build-info.ts), to read its stacks with its source maps. */
  build: string;
}

/** The page's telemetry settings, or false when no endpoint is set: then nothing is built in. */
export function telemetrySettings(config: AppConfig, build: string): TelemetrySettings | false {
  return config.telemetryUrl === ''
    ? false
    : { url: config.telemetryUrl, sample: config.telemetrySample, build };
}

/** The endpoint's path when it is on the site's own origin (the mock backend answers it there). */
export function telemetryPath(config: Pick<AppConfig, 'telemetryUrl'>): string[] {
  return config.telemetryUrl.startsWith('/') ? [config.telemetryUrl.replace(/\?.*$/, '')] : [];
}

/** The origin the Content-Security-Policy's connect-src must add for the endpoint, if any. */
export function telemetryOrigin(config: Pick<AppConfig, 'telemetryUrl'>): string[] {
  return /^https?:\/\//.test(config.telemetryUrl) ? [new URL(config.telemetryUrl).origin] : [];
}

export const defaultConfig: AppConfig = {
  appName: 'PesoAgad',
  appEnglishName: 'PesoAgad Lending',
  backgroundColor: '#14213d',
  fontColor: '#ffffff',
  defaultServicePhone: '02888812345',
  serviceEmail: 'support@pesoagad.ph',
  deepLinkScheme: 'pesoagad://',
  currencySymbol: '₱',
  rupeeSymbol: '₹',
  thousandsSeparator: '.',
  decimalMark: ',',
  amountFormat: '1.234,56',
  dateFormat: 'YYYY-MM-DD',
  phoneMaxDigits: 11,
  phoneGroups: [3, 4, 4],
  registrationPhonePattern: '^1[3-9]\\d{9}$',
  registrationPhoneMessage: 'please enter the correct phone number',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=ph.pesoagad.app',
  appStoreUrl: 'https://apps.apple.com/ph/app/pesoagad/id6450000000',
  timeZoneOffsetMinutes: 8 * 60,
  apiOrigin: '',
  trustedOrigins: [],
  imageHosts: [],
  channelPicturePath: '/maxwell/channel-pictures/',
  servicePrefix: '/maxwell',
  promotionService: 'market',
  requestTimeoutMs: 60_000,
  pathMap: {},
  bridgeCommands: {},
  wireKeys: {},
  cspReportUrl: '',
  telemetryUrl: '',
  telemetrySample: 0.1,
  // Sample values, plainly not a real registration: a production build must set its own.
  lenderName: 'Sample Lending Corporation',
  secRegistrationNumber: 'SAMPLE-SEC-0000',
  certificateOfAuthorityNumber: 'SAMPLE-CA-0000',
  loanAmountMin: 1_000,
  loanAmountMax: 20_000,
  dailyRate: '0.05',
  disclosureUrl: '',
};
