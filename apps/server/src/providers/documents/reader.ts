/**
 * The document reader (W2-F), implementing the port in `document-reader.ts`: a PDF is read from
 * its text layer page by page, a page without one is drawn at 300 DPI and OCR'd; an image (JPEG,
 * PNG, GIF's first frame) is OCR'd. Every page also gets a review PNG (≤ 1600 px wide, no
 * metadata). Documents are read one at a time. Unreadable input stops with a 4xx AppError on the
 * `file` field, never a 5xx.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageText } from '@thrivewell/labs/text-layout';
import { labReportPagesMax } from '@thrivewell/core/contracts/biomarkers-contract';
import { AppError } from '../../errors';
import type { DocumentReader, LabUploadType, ReadDocument } from './document-reader';
import { imageSize, maxInputPixels, reviewImage, UnreadableImageError } from './image-prep';
import { createOcrEngine } from './ocr';
import { openPdf, readPdfPageWords } from './pdf-text';
import { renderForOcr, renderForReview } from './render-page';

/** A text layer with fewer words than this may be a stamp on a scan: the page is OCR'd too. */
const sparseWords = 25;

export const readerMessages = {
  pdfUnreadable: 'That PDF could not be read: it may be damaged. Please upload it again, or a photo of each page.',
  pdfEncrypted: 'That PDF could not be read: it is password-protected. Please upload an unlocked copy, or a photo of each page.',
  tooManyPages: `That report has too many pages: at most ${labReportPagesMax} pages are read.`,
  imageUnreadable: 'That image could not be read: it may be damaged or not a JPEG, PNG or GIF.',
  imageTooLarge: `That image is too large: at most ${maxInputPixels / 1_000_000} megapixels are read. Please upload a smaller photo.`,
} as const;

export function createDocumentReader(): DocumentReader {
  const ocr = createOcrEngine();
  // One document at a time: a second one at once would only double the peak memory (budget < 500 MB).
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function readPdf(bytes: Buffer, onProgress: (percent: number) => void): Promise<ReadDocument> {
    const pdf = await openPdfOrFail(bytes);
    try {
      if (pdf.numPages > labReportPagesMax) throw new AppError('TOO_MANY_PAGES', readerMessages.tooManyPages, 422, 'file');
      const pages: PageText[] = [];
      const pageImages: Buffer[] = [];
      for (let n = 1; n <= pdf.numPages; n += 1) {
        const page = await pdf.getPage(n).catch(unreadablePdf);
        const text = await readPdfPageWords(page).catch(unreadablePdf);
        const read = text.hasTextLayer && text.items.length >= sparseWords ? null : await ocrPage(pdf, page, text.items.length);
        if (read) {
          pages.push({ page: n, source: 'ocr', items: read.items });
          pageImages.push(read.image);
        } else {
          pages.push({ page: n, source: 'pdf-text', items: text.items });
          pageImages.push(await renderForReview(pdf, page));
        }
        onProgress(Math.round((n / pdf.numPages) * 100));
      }
      return { pages, pageImages };
    } finally {
      await pdf.destroy();
    }
  }

  /**
   * OCRs a page drawn at 300 DPI. A page with a few words of text layer (a fax header or a
   * "page 1 of 2" stamped on a scan) keeps its text layer unless OCR finds clearly more.
   */
  async function ocrPage(pdf: PDFDocumentProxy, page: PDFPageProxy, textWords: number) {
    const scan = await renderForOcr(pdf, page).catch(unreadablePdf);
    const read = await ocr.read(scan);
    if (textWords > 0 && read.items.length < textWords * 2) return null;
    return { items: read.items, image: await reviewImage(scan, read.skewDegrees) };
  }

  async function readImage(bytes: Buffer, onProgress: (percent: number) => void): Promise<ReadDocument> {
    try {
      await imageSize(bytes);
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) {
        throw new AppError('IMAGE_TOO_LARGE', readerMessages.imageTooLarge, 422, 'file');
      }
      throw new AppError('IMAGE_UNREADABLE', readerMessages.imageUnreadable, 422, 'file');
    }
    const read = await ocr.read(bytes).catch((err: unknown) => {
      if (err instanceof UnreadableImageError) throw new AppError('IMAGE_UNREADABLE', readerMessages.imageUnreadable, 422, 'file');
      throw err;
    });
    const image = await reviewImage(bytes, read.skewDegrees);
    onProgress(100);
    return { pages: [{ page: 1, source: 'ocr', items: read.items }], pageImages: [image] };
  }

  return {
    read(bytes: Buffer, type: LabUploadType, onProgress: (percent: number) => void = () => undefined) {
      return oneAtATime(() => (type === 'application/pdf' ? readPdf(bytes, onProgress) : readImage(bytes, onProgress)));
    },
    close: () => ocr.close(),
  };
}

/** pdfjs failing on a page's content: the file is damaged, not the server. */
function unreadablePdf(): never {
  throw new AppError('PDF_UNREADABLE', readerMessages.pdfUnreadable, 422, 'file');
}

async function openPdfOrFail(bytes: Buffer): Promise<PDFDocumentProxy> {
  try {
    return await openPdf(bytes);
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'PasswordException') throw new AppError('PDF_ENCRYPTED', readerMessages.pdfEncrypted, 422, 'file');
    throw new AppError('PDF_UNREADABLE', readerMessages.pdfUnreadable, 422, 'file');
  }
}
