import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Our own instance: the shared `marked` defaults stay untouched for anyone else.
const parser = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown as HTML that is safe to insert: parsed by `marked`, then cleaned by DOMPurify, which drops scripts,
 * event-handler attributes, `javascript:` links and every element outside its safe list (ADR 61).
 */
export function markdownToSafeHtml(source: string): string {
  const html = parser.parse(source, { async: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
