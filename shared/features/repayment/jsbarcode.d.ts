// The one part of jsbarcode the barcode modal uses: the Code 128 encoder, which turns text into the
// bars (a string of 1 and 0) without drawing anything, so the page draws them as SVG itself.
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    encode(): { data: string; text: string };
  }
}
