/**
 * OCR with tesseract.js 7 (W2-F): one long-lived worker per process, created on first use and
 * reused, with the English LSTM data read from `@tesseract.js-data/eng` on disk (`cacheMethod:
 * 'none'`, so nothing is downloaded or cached at run time). Recognitions run one at a time —
 * the worker is single-threaded and a second page at once would only double the memory.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { TextItem } from '@thrivewell/labs/text-layout';
import sharp from 'sharp';
import { restoreDecimalPoint, typicalDigitWidth, type Glyph, type GreyImage } from './decimal-point';
import { prepareForOcr, type ImageInput, type PreparedImage } from './image-prep';

/** The folder holding `eng.traineddata.gz` (LSTM, integer "best" model). */
export const tesseractLangPath = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface OcrPage {
  items: TextItem[];
  /** The skew removed before reading, in degrees. */
  skewDegrees: number;
}

export interface OcrEngine {
  /** Reads an image (any format sharp decodes); positions are fractions of the upright, deskewed page. */
  read(image: ImageInput): Promise<OcrPage>;
  close(): Promise<void>;
  readonly running: boolean;
}

/** A worker left idle this long is ended, so its memory (~150 MB of model and buffers) goes back. */
export const ocrIdleMs = 60_000;

export function createOcrEngine(options: { idleMs?: number } = {}): OcrEngine {
  const idleMs = options.idleMs ?? ocrIdleMs;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | undefined;

  const getWorker = () => {
    worker ??= startWorker().catch((err: unknown) => {
      worker = null;
      throw err;
    });
    return worker;
  };

  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const endWorker = async () => {
    clearTimeout(idleTimer);
    const current = worker;
    worker = null;
    if (current) await (await current).terminate();
  };

  /** After each read: end the worker once no read has come for `idleMs` (the timer never keeps the process alive). */
  const restartIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void serialised(endWorker).catch(() => undefined), idleMs);
    idleTimer.unref();
  };

  return {
    read: (image) =>
      serialised(async () => {
        const prepared = await prepareForOcr(image);
        const ocr = await getWorker();
        try {
          const { data } = await ocr.recognize(prepared.png, {}, { blocks: true, text: false });
          const grey = await sharp(prepared.png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
          const image: GreyImage = { data: grey.data, width: grey.info.width, height: grey.info.height };
          return { items: wordsOf(data, prepared, image), skewDegrees: prepared.skewDegrees };
        } finally {
          restartIdleTimer();
        }
      }),
    close: () => serialised(endWorker),
    /** Whether a worker is running (tests of the idle end). */
    get running() {
      return worker !== null;
    },
  };
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: tesseractLangPath,
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters({
    // One block read line by line across the page: a lab report is a table, and automatic page
    // segmentation splits its columns into blocks and drops narrow ones (a blurred column of
    // results read as a picture), so rows lost their values.
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    user_defined_dpi: '300',
    preserve_interword_spaces: '1',
  });
  return worker;
}

type Page = Awaited<ReturnType<Worker['recognize']>>['data'];

type Word = Page['blocks'] extends (infer B)[] | null ? B extends { paragraphs: { lines: { words: (infer W)[] }[] }[] } ? W : never : never;
const glyphsOf = (word: Word): Glyph[] => word.symbols.map((g) => ({ text: g.text, ...g.bbox }));

function wordsOf(page: Page, { width, height, cropLeft, cropTop }: PreparedImage, image: GreyImage): TextItem[] {
  const items: TextItem[] = [];
  const words = (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  const digitW = typicalDigitWidth(words.flatMap(glyphsOf));
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const read = word.text.trim();
          const text = read === word.text ? restoreDecimalPoint(read, glyphsOf(word), digitW, image) : read;
          if (!text || isNoise(text, word.confidence)) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          items.push({
            text,
            x: (x0 + cropLeft) / width,
            y: (y0 + cropTop) / height,
            w: (x1 - x0) / width,
            h: (y1 - y0) / height,
            // A point put back is a guess: the word is shown for checking like a doubtful one.
            confidence: Math.round(word.confidence) / 100 * (text === read ? 1 : 0.8),
          });
        }
      }
    }
  }
  return items;
}

/**
 * Specks read as punctuation with little confidence: dust, staples, table rules. A lone dash or
 * comparison sign stays whatever its confidence: small marks read doubtfully, yet "2.20 - 2.60"
 * without its dash or "< 5" without its sign is no longer a range.
 */
function isNoise(text: string, confidence: number): boolean {
  return !/[\p{L}\p{N}]/u.test(text) && !/^[-–—<>≤≥=]$/.test(text) && confidence < 40;
}
