import bwipjs from 'bwip-js/node';

/**
 * A Code 128 barcode of `value` as a PNG: bars 15 mm tall on white, with the quiet zone of ten
 * modules on each side that scanners need, and no human-readable text (the document prints it in
 * its own font, where it can be read back and selected).
 */
export function code128Png(value: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: value,
    scale: 3,
    height: 15,
    includetext: false,
    paddingwidth: 10,
    backgroundcolor: 'FFFFFF',
  });
}
