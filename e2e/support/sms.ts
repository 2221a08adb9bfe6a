import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/** A text as the fake SMS provider received it (Twilio's form fields). */
export interface SentText {
  To: string;
  From: string;
  Body: string;
}

/**
 * The texts the fake providers received for `recipient`, oldest first, once there are at least `count` of them
 * (a file still being written is read again on the next look).
 */
export async function textsTo(recipient: string, count: number, timeoutMs = 15_000): Promise<SentText[]> {
  const folder = inject('smsDir');
  const deadline = Date.now() + timeoutMs;
  let found: SentText[] = [];
  while (Date.now() < deadline) {
    found = [];
    for (const file of (await readdir(folder)).sort()) {
      const raw = await readFile(join(folder, file), 'utf8');
      try {
        const text = JSON.parse(raw) as SentText;
        if (text.To === recipient) found.push(text);
      } catch {
        // being written
      }
    }
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${found.length} texts to ${recipient} arrived, ${count} awaited`);
}
