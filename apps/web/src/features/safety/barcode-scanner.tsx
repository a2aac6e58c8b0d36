import { Camera, CameraOff, Loader2 } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button';

/** Reads one retail barcode from a video frame drawn on the canvas; null when there is none. */
type FrameReader = (canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D) => Promise<string | null>;

interface NativeBarcodeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string; format: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const retailFormats = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];
const scanEveryMs = 250;
const maxFrameWidth = 1280;

export const cameraMessages = {
  denied: 'Camera access was denied. You can type the barcode instead.',
  noCamera: 'No camera was found on this device. You can type the barcode instead.',
  busy: 'The camera could not be started; another app may be using it. You can type the barcode instead.',
  insecure: 'The camera only works on a secure (https) connection. You can type the barcode instead.',
  unsupported: 'This browser cannot use a camera here. You can type the barcode instead.',
  readerFailed: 'The barcode reader could not be loaded. You can type the barcode instead.',
  other: 'The camera could not be started. You can type the barcode instead.',
} as const;

/** Why the camera cannot be used before even asking (insecure page, no camera API); null when it can. */
export function cameraProblem(): string | null {
  if (!window.isSecureContext) return cameraMessages.insecure;
  if (!navigator.mediaDevices?.getUserMedia) return cameraMessages.unsupported;
  return null;
}

/** getUserMedia's failure in words a person can act on. */
export function cameraErrorMessage(err: unknown): string {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return cameraMessages.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return cameraMessages.noCamera;
  if (name === 'NotReadableError' || name === 'TrackStartError') return cameraMessages.busy;
  return cameraMessages.other;
}

const firstBarcode = (values: string[]) => values.map((v) => v.trim()).find((v) => /^\d{8,14}$/.test(v)) ?? null;

/**
 * The browser's own BarcodeDetector when it reads retail codes, otherwise ZXing compiled to
 * WebAssembly. zxing-wasm is imported only here, on demand, and its .wasm is served by us
 * (never the CDN it defaults to).
 */
async function createFrameReader(): Promise<FrameReader> {
  if ('BarcodeDetector' in window) {
    const Native = (window as unknown as { BarcodeDetector: NativeBarcodeDetectorClass }).BarcodeDetector;
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    const formats = retailFormats.filter((f) => supported.includes(f));
    if (formats.length > 0) {
      const detector = new Native({ formats });
      return async (canvas) => firstBarcode((await detector.detect(canvas)).map((r) => r.rawValue));
    }
  }
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return async (canvas, ctx) => {
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const results = await readBarcodes(image, { formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'], tryHarder: true, maxNumberOfSymbols: 1 });
    return firstBarcode(results.filter((r) => r.isValid).map((r) => r.text));
  };
}

/**
 * "Scan with camera": a live preview from the back camera, a frame read every ~250 ms, and the
 * code handed to `onDetected`. The camera is switched off when a code is found, when the panel
 * closes and when the component goes away.
 */
export function BarcodeScanner({ onDetected }: { onDetected: (barcode: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const found = useEffectEvent((barcode: string) => {
    setOpen(false);
    onDetected(barcode);
  });

  useEffect(() => {
    if (!open) return;
    const video = videoRef.current;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const stop = () => {
      stream?.getTracks().forEach((t) => t.stop());
      stream = null;
      if (video) video.srcObject = null;
    };
    const fail = (message: string) => {
      if (cancelled) return;
      stop();
      setError(message);
      setOpen(false);
    };

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (err) {
        fail(cameraErrorMessage(err));
        return;
      }
      if (cancelled || !video) {
        stop();
        return;
      }
      try {
        video.srcObject = stream;
      } catch {
        fail(cameraMessages.other);
        return;
      }
      // A muted inline preview is allowed to play; if a browser still refuses, frames are read anyway.
      await video.play().catch(() => undefined);
      let read: FrameReader;
      try {
        read = await createFrameReader();
      } catch {
        fail(cameraMessages.readerFailed);
        return;
      }
      if (cancelled) return;
      setScanning(true);
      const canvas = document.createElement('canvas');
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) {
        fail(cameraMessages.readerFailed);
        return;
      }
      const tick = async () => {
        if (cancelled) return;
        if (video.readyState >= 2 && video.videoWidth > 0) {
          const scale = Math.min(1, maxFrameWidth / video.videoWidth);
          canvas.width = Math.round(video.videoWidth * scale);
          canvas.height = Math.round(video.videoHeight * scale);
          ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
          try {
            const barcode = await read(canvas, ctx);
            if (barcode && !cancelled) {
              stop();
              found(barcode);
              return;
            }
          } catch {
            // A frame that cannot be read is skipped; the next one is tried.
          }
        }
        if (!cancelled) timer = window.setTimeout(() => void tick(), scanEveryMs);
      };
      void tick();
    })();

    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop();
    };
  }, [open]);

  function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    const problem = cameraProblem();
    setError(problem);
    setScanning(false);
    if (!problem) setOpen(true);
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={toggle} aria-expanded={open} aria-controls={`${id}-panel`}>
        {open ? <CameraOff aria-hidden="true" className="size-4" /> : <Camera aria-hidden="true" className="size-4" />}
        {open ? 'Stop camera' : 'Scan with camera'}
      </Button>
      {error && (
        <p role="alert" className="rounded-xl border border-warning/40 bg-warning-soft p-3 text-sm text-ink">
          {error}
        </p>
      )}
      <div id={`${id}-panel`} hidden={!open} className="space-y-2">
        <div className="relative mx-auto w-full max-w-md overflow-hidden rounded-xl bg-black">
          <video ref={videoRef} muted playsInline aria-label="Camera preview" className="aspect-[4/3] w-full object-cover" />
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-8 top-1/2 h-24 -translate-y-1/2 rounded-lg border-2 border-white/80" />
        </div>
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
          {open && (scanning ? 'Hold the barcode inside the frame, about a hand’s width from the camera.' : <><Loader2 aria-hidden="true" className="size-4 animate-spin" /> Starting the camera...</>)}
        </p>
      </div>
    </div>
  );
}
