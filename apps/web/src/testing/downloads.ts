import { vi } from 'vitest';

/**
 * jsdom neither makes object URLs nor downloads: keeps each file the screen would save and its name instead.
 * `release` (in an afterEach) puts jsdom back as it was.
 */
export function captureDownloads() {
  const saved: Blob[] = [];
  const fileNames: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:download';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    fileNames.push(this.download);
  });
  return { saved, fileNames };
}

export function releaseDownloads() {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
}
