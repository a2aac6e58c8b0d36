// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BarcodeScanner, cameraErrorMessage } from './barcode-scanner';
import { isBarcode, normalizeBarcode } from './product-fact-checker';

function setCamera({ secure, getUserMedia }: { secure: boolean; getUserMedia?: () => Promise<MediaStream> }) {
  vi.stubGlobal('isSecureContext', secure);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: getUserMedia ? { getUserMedia: vi.fn(getUserMedia) } : undefined });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('barcode validation', () => {
  it('accepts 8 to 14 digits, ignoring spaces and dashes people type', () => {
    expect(isBarcode('96385074')).toBe(true);
    expect(isBarcode('2000000001371')).toBe(true);
    expect(isBarcode('4 006381 333931')).toBe(true);
    expect(isBarcode('12345678901234')).toBe(true);
    expect(normalizeBarcode(' 4006-381 333931 ')).toBe('4006381333931');
  });

  it('refuses too short, too long and non-digit input', () => {
    expect(isBarcode('')).toBe(false);
    expect(isBarcode('1234567')).toBe(false);
    expect(isBarcode('123456789012345')).toBe(false);
    expect(isBarcode('40063813339ab')).toBe(false);
  });
});

describe('BarcodeScanner', () => {
  it('says the camera was denied and keeps the panel closed', async () => {
    setCamera({ secure: true, getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) });
    render(<BarcodeScanner onDetected={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Camera access was denied. You can type the barcode instead.');
    expect(screen.getByRole('button', { name: 'Scan with camera' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('does not ask for the camera on an insecure page', () => {
    const getUserMedia = vi.fn();
    setCamera({ secure: false, getUserMedia });
    render(<BarcodeScanner onDetected={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(screen.getByRole('alert').textContent).toBe('The camera only works on a secure (https) connection. You can type the barcode instead.');
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('maps a missing camera and other failures to plain words', () => {
    expect(cameraErrorMessage(new DOMException('none', 'NotFoundError'))).toBe('No camera was found on this device. You can type the barcode instead.');
    expect(cameraErrorMessage(new DOMException('busy', 'NotReadableError'))).toMatch(/another app may be using it/);
    expect(cameraErrorMessage('weird')).toBe('The camera could not be started. You can type the barcode instead.');
  });

  function fakeCamera(supportedFormats: Promise<string[]>, detect = vi.fn(async () => [] as { rawValue: string; format: string }[])) {
    const stopTrack = vi.fn();
    const stream = new MediaStream();
    // happy-dom's MediaStream has no getTracks(); give this one a single video track.
    Object.assign(stream, { getTracks: () => [{ kind: 'video', stop: stopTrack }] });
    setCamera({ secure: true, getUserMedia: () => Promise.resolve(stream) });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => supportedFormats;
        detect = detect;
      },
    );
    return { stopTrack, detect };
  }

  it('stops the camera when the panel is closed', async () => {
    // The reader never gets ready, so the panel stays open until it is closed.
    const { stopTrack } = fakeCamera(new Promise(() => {}));
    render(<BarcodeScanner onDetected={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    await vi.waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false }));
    await new Promise((r) => setTimeout(r, 0));
    expect(stopTrack).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(stopTrack).toHaveBeenCalled();
  });

  it('hands over a detected barcode, closes the panel and stops the camera', async () => {
    const detect = vi.fn(async () => [{ rawValue: '2000000001371', format: 'ean_13' }]);
    const { stopTrack } = fakeCamera(Promise.resolve(['ean_13', 'qr_code']), detect);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    // happy-dom has no video frame size: give every <video> one for this test.
    Object.defineProperties(HTMLVideoElement.prototype, { videoWidth: { configurable: true, get: () => 640 }, videoHeight: { configurable: true, get: () => 480 } });
    onTestFinished(() => {
      delete (HTMLVideoElement.prototype as { videoWidth?: number }).videoWidth;
      delete (HTMLVideoElement.prototype as { videoHeight?: number }).videoHeight;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as CanvasRenderingContext2D);
    const onDetected = vi.fn();
    render(<BarcodeScanner onDetected={onDetected} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    await vi.waitFor(() => expect(onDetected).toHaveBeenCalledWith('2000000001371'));
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan with camera' }).getAttribute('aria-expanded')).toBe('false');
  });
});
