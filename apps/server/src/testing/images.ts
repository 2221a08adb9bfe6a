import sharp from 'sharp';

/** A test image of `width` × `height` in a format, with a gradient so that re-encoding has pixels to work on. */
export async function testImage(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) * 4;
    pixels[i * 3 + 1] = Math.floor(i / width) * 5;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .withExif({ IFD0: { Copyright: 'test camera', Make: 'Test' } })
    .toBuffer();
}

/**
 * Files a hostile or careless uploader sends, each of which the file store must refuse without keeping anything.
 * The 40-megapixel PNG is one colour, so it compresses to about 130 KB and is made in about a second.
 */
export async function hostileFiles(): Promise<
  Record<string, { base64: string; status: number; code: string }>
> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
  );
  const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  // A Windows program's first bytes (MZ header, DOS stub, PE signature), sent with a PNG's data: URL.
  const exe = Buffer.concat([
    Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'),
    Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
    Buffer.from('PE\0\0', 'latin1'),
    Buffer.alloc(200, 0x90),
  ]);
  const jpeg = await testImage('jpeg', 400, 300);
  return {
    'an SVG with script': { base64: svg.toString('base64'), status: 415, code: 'FILE_TYPE_NOT_ALLOWED' },
    'an SVG as a data: URL': {
      base64: `data:image/svg+xml;base64,${svg.toString('base64')}`,
      status: 415,
      code: 'FILE_TYPE_NOT_ALLOWED',
    },
    'a 40-megapixel PNG': { base64: huge.toString('base64'), status: 413, code: 'IMAGE_TOO_LARGE' },
    'a PE file named .png': {
      base64: `data:image/png;base64,${exe.toString('base64')}`,
      status: 415,
      code: 'FILE_TYPE_NOT_ALLOWED',
    },
    'a zero-byte file': { base64: 'data:image/png;base64,', status: 400, code: 'FILE_EMPTY' },
    'a truncated JPEG': {
      base64: jpeg.subarray(0, Math.floor(jpeg.length / 2)).toString('base64'),
      status: 400,
      code: 'IMAGE_UNREADABLE',
    },
    "a PNG's signature on other bytes": {
      base64: Buffer.concat([(await testImage('png')).subarray(0, 8), Buffer.alloc(100, 7)]).toString(
        'base64',
      ),
      status: 400,
      code: 'IMAGE_UNREADABLE',
    },
    'text that is not base64': { base64: 'not base64 at all!', status: 400, code: 'VALIDATION_FAILED' },
  };
}
