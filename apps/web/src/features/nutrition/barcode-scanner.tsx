import { useEffect, useRef } from 'react';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * The camera barcode scanner (BarcodeDetector, where the browser has it): loaded only when the
 * person asks for it. Stops the camera when a code is read, on error and when closed.
 */
export default function BarcodeScanner({ onCode, onError }: { onCode: (code: string) => void; onError: (message: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const Ctor = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Ctor) {
      onError('This browser cannot scan barcodes: type the digits instead.');
      return;
    }
    const detector = new Ctor({ formats: ['ean_13', 'ean_8', 'upc_a', 'upc_e'] });
    const tick = async () => {
      if (stopped || !video.current) return;
      try {
        const codes = await detector.detect(video.current);
        const code = codes.find((c) => /^\d{8,14}$/.test(c.rawValue));
        if (code) {
          onCode(code.rawValue);
          return;
        }
      } catch {
        /* a frame the detector could not read: try the next */
      }
      timer = setTimeout(() => void tick(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        void video.current.play().then(() => void tick());
      })
      .catch(() => onError('The camera could not be opened: type the barcode digits instead.'));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div>
      <video ref={video} className="aspect-video w-full max-w-sm rounded-xl bg-black" muted playsInline aria-label="Camera view for scanning a barcode" />
      <p className="mt-1 text-sm text-muted">Hold the barcode steady in the frame.</p>
    </div>
  );
}
