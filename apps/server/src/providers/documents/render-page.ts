/**
 * Renders a PDF page with pdfjs onto an @napi-rs/canvas (W2-F): at 300 DPI for OCR of a page
 * without a text layer, and at most 1600 px wide for the review screen, where the person checks
 * each row read against the page itself. Pixels come out raw (RGBA) so sharp can take them
 * without a PNG encode and decode in between.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';

export const ocrDpi = 300;
export const reviewMaxWidth = 1600;
/** A page's longer side above this many pixels is drawn smaller: a poster-sized page would exhaust memory. */
const maxRenderSide = 4200;

export interface RawImage {
  /** RGBA, row by row. */
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

interface NodeCanvas {
  data(): Buffer;
  width: number;
  height: number;
}
interface CanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas; context: unknown };
  destroy(entry: { canvas: NodeCanvas; context: unknown }): void;
}

/** Draws the page at `scale` (1 = 72 DPI) on white. */
export async function renderPage(pdf: PDFDocumentProxy, page: PDFPageProxy, scale: number): Promise<RawImage> {
  const base = page.getViewport({ scale: 1 });
  const safeScale = Math.min(scale, maxRenderSide / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale: safeScale });
  const factory = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const entry = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    const params = { canvas: entry.canvas, canvasContext: entry.context, viewport, background: '#ffffff' };
    await page.render(params as unknown as Parameters<PDFPageProxy['render']>[0]).promise;
    return { data: Buffer.from(entry.canvas.data()), width: entry.canvas.width, height: entry.canvas.height, channels: 4 };
  } finally {
    factory.destroy(entry);
    page.cleanup();
  }
}

/** The page drawn at 300 DPI, for OCR. */
export function renderForOcr(pdf: PDFDocumentProxy, page: PDFPageProxy): Promise<RawImage> {
  return renderPage(pdf, page, ocrDpi / 72);
}

/** The page as a PNG at most 1600 px wide (and no more than 200 DPI), no metadata, for the review screen. */
export async function renderForReview(pdf: PDFDocumentProxy, page: PDFPageProxy): Promise<Buffer> {
  const { width } = page.getViewport({ scale: 1 });
  const image = await renderPage(pdf, page, Math.min(reviewMaxWidth / width, 200 / 72));
  return sharp(image.data, { raw: image }).removeAlpha().png().toBuffer();
}
