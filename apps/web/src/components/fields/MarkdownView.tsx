import { Typography } from '@mantine/core';
import { markdownToSafeHtml } from './markdown.ts';

/** Markdown drawn as formatted text (release notes, articles, a field's preview), sanitised first. */
export default function MarkdownView({ source }: { source: string }) {
  return (
    // A long path or link breaks where it must rather than widening a phone's page.
    <Typography style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from markdownToSafeHtml, which sanitises it with DOMPurify */}
      <div dangerouslySetInnerHTML={{ __html: markdownToSafeHtml(source) }} />
    </Typography>
  );
}
