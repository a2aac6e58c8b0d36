import type { DocumentReader } from './document-reader';

/**
 * The document reader the app runs with: pdf.js, sharp's libvips and the OCR worker load on the
 * first report read, not at start (most processes never read one), and only once.
 */
export function createLazyDocumentReader(): DocumentReader {
  let reader: Promise<DocumentReader> | undefined;
  const loaded = () => (reader ??= import('./reader').then((m) => m.createDocumentReader()));
  return {
    read: async (bytes, type, onProgress) => (await loaded()).read(bytes, type, onProgress),
    close: async () => {
      if (reader) await (await reader).close();
    },
  };
}
