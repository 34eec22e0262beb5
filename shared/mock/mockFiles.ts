// The pictures the mock serves under the service prefix: pictures the borrower uploaded (kept in
// memory), drawings of the files the fixtures name, and a stand-in for any other name.
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { AppConfig } from '../config/config.ts';
import { findProduct } from './catalogue.ts';
import { wholeMoney } from './common.ts';
import { bannerSvg, barcodeSvg, logoSvg, placeholderImageSvg, qrSvg } from './images.ts';
import { bannerFile } from './promotionFixtures.ts';
import { findChannel, outletLogoFile } from './repaymentFixtures.ts';

/** Where the mock serves evidence images (uploads and samples), under the service prefix. */
export const mockFilesPath = '/mock-files';

/** Uploaded pictures by file name. */
export type Uploads = Map<string, { body: ArrayBuffer; type: string }>;

/**
 * The SVG of a picture a fixture names by file (a product's or channel's logo, the outlet's logo,
 * a barcode, a QR code, the promotion banner), if it is one.
 */
export function mockFileSvg(name: string, config: AppConfig): string | undefined {
  if (name === outletLogoFile) return logoSvg('7-11', '#ee7203');
  if (name === bannerFile) {
    return bannerSvg(`Up to ${wholeMoney(2_000_000, config)} today`, config);
  }
  const qr = /^qr-(\w+)\.svg$/.exec(name);
  if (qr?.[1]) return qrSvg(qr[1]);
  const barcode = /^barcode-(\w+)\.svg$/.exec(name);
  if (barcode?.[1]) return barcodeSvg(barcode[1]);
  const product = findProduct(/^product-(\d+)\.svg$/.exec(name)?.[1]);
  if (product) return logoSvg(product.initials, product.color);
  const channel = findChannel(/^channel-(\d+)\.svg$/.exec(name)?.[1]);
  return channel ? logoSvg(channel.initials, channel.color) : undefined;
}

/**
 * Serves the fixtures' pictures, never an upload, at the path of the channel pictures
 * (VITE_CHANNEL_PICTURE_PATH): the only place the repayment-by-code page takes a pay-code picture.
 */
export function channelPicturesHandler(config: AppConfig): RequestHandler {
  return http.get(`*${config.channelPicturePath}:name`, ({ params }) => {
    const svg = mockFileSvg(String(params.name), config);
    return svg
      ? new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } })
      : new HttpResponse(null, { status: 404 });
  });
}

/** Serves `uploads` and the fixtures' pictures at `mockFilesPath/<name>`. */
export function filesHandler(config: AppConfig, uploads: Uploads): RequestHandler {
  return http.get(`*${config.servicePrefix}${mockFilesPath}/:name`, ({ params }) => {
    const name = String(params.name);
    const upload = uploads.get(name);
    if (upload) {
      return new HttpResponse(upload.body, { headers: { 'Content-Type': upload.type } });
    }
    const fixtureSvg = mockFileSvg(name, config);
    if (fixtureSvg) {
      return new HttpResponse(fixtureSvg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }
    const label = name
      .replace(/\.svg$/, '')
      .replace(/^sample-/, '')
      .replace(/-/g, ' ');
    return new HttpResponse(placeholderImageSvg(label), {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  });
}
