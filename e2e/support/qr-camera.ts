import type { BrowserContext } from 'playwright-core';

/**
 * A phone camera pointed at a QR code that reads `text`, for the context's pages loaded from now on. Chromium on
 * Linux has neither a camera here nor the browser's own QR reader (`BarcodeDetector` exists on Android, ChromeOS
 * and macOS only), so both are stood in for: the camera is a blank canvas's stream, and the reader answers `text`
 * once a video shows that stream. Everything the page does around them (the scan button, the dialog, the video,
 * the code read and searched for) is the page's own.
 */
export async function pointCameraAtQr(context: BrowserContext, text: string): Promise<void> {
  await context.addInitScript(`(() => {
    const shown = ${JSON.stringify(text)};
    class ReaderOfThePhone {
      constructor(options) {
        if (!options || !options.formats || !options.formats.includes('qr_code')) throw new TypeError('qr_code only');
      }
      static async getSupportedFormats() {
        return ['qr_code'];
      }
      async detect(source) {
        const filming = source instanceof HTMLVideoElement && source.srcObject && !source.paused;
        return filming ? [{ format: 'qr_code', rawValue: shown }] : [];
      }
    }
    Object.defineProperty(window, 'BarcodeDetector', { value: ReaderOfThePhone, configurable: true });
    if (navigator.mediaDevices) {
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        canvas.getContext('2d').fillRect(0, 0, 320, 240);
        return canvas.captureStream(5);
      };
    }
  })();`);
}
