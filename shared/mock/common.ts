// What every fixture shares (contract §2, spec §3): the context an answer is built in, and display
// strings formatted as the server would, in centavos (minor units) on the Philippine clock.
import type { WireField } from '../api/wire.ts';
import type { AppConfig } from '../config/config.ts';

export interface FixtureContext {
  config: AppConfig;
  /** The wire-key map in force (configuration can rename the short keys). */
  keys: Record<WireField, string>;
  /** Absolute address of a page of this site, resolved against the calling page. */
  page: (path: string) => string;
  /** Absolute address of a file the mock API serves (uploaded or sample images). */
  file: (name: string) => string;
  /** Absolute address of a channel's pay-code picture (VITE_CHANNEL_PICTURE_PATH). */
  channelPicture: (name: string) => string;
  /** Every list empty (the `empty` scenario). */
  empty: boolean;
  /** Epoch ms the answer is built at. */
  now: number;
}

/** ₱8.500,00 from 850000, with the configured symbol and separators. */
export function money(minor: number, config: AppConfig): string {
  const sign = minor < 0 ? '-' : '';
  const cents = Math.abs(Math.round(minor));
  const whole = String(Math.floor(cents / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    config.thousandsSeparator,
  );
  return `${sign}${config.currencySymbol}${whole}${config.decimalMark}${String(cents % 100).padStart(2, '0')}`;
}

/** ₱8.500 from 850000: ranges and headlines drop the centavos. */
export function wholeMoney(minor: number, config: AppConfig): string {
  const whole = String(Math.floor(minor / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    config.thousandsSeparator,
  );
  return `${config.currencySymbol}${whole}`;
}

function localDate(ms: number, config: AppConfig): Date {
  return new Date(ms + config.timeZoneOffsetMinutes * 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD on the market's clock. */
function dateText(ms: number, config: AppConfig): string {
  const d = localDate(ms, config);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Epoch ms of a wall-clock time on the market's clock, `days` from today. */
export function localTime(ctx: FixtureContext, days: number, hours = 23, minutes = 59): number {
  const offset = ctx.config.timeZoneOffsetMinutes * 60_000;
  const today = localDate(ctx.now, ctx.config);
  return (
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + days,
      hours,
      minutes,
    ) - offset
  );
}

export function day(ctx: FixtureContext, days: number): string {
  return dateText(localTime(ctx, days, 12, 0), ctx.config);
}

export function list<T>(ctx: FixtureContext, items: T[]): T[] {
  return ctx.empty ? [] : items;
}
