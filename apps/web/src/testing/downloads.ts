import { vi } from 'vitest';

/** The page's own object-URL functions, put back by `releaseDownloads`. */
const objectUrls = {
  create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

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

/**
 * Puts the page's own functions back. Not deleting them: a worker's files share the page's `URL` (isolate is
 * off, vitest.config.ts), and without its own the next file would reach Node's, which refuses jsdom's blobs.
 */
export function releaseDownloads() {
  vi.restoreAllMocks();
  for (const [key, descriptor] of [
    ['createObjectURL', objectUrls.create],
    ['revokeObjectURL', objectUrls.revoke],
  ] as const) {
    if (descriptor) Object.defineProperty(URL, key, descriptor);
    else Reflect.deleteProperty(URL, key);
  }
}
