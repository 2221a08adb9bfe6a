import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of the document; `line` is where it starts in the source (a stable key). */
export type MarkdownBlock =
  | { kind: 'heading'; line: number; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; line: number; items: { line: number; text: string }[] }
  | { kind: 'paragraph'; line: number; text: string };

/** Parses the small subset the changelog uses: `#`/`##`/`###` headings, `- ` bullets and paragraphs. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let paragraphLine = 0;
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', line: paragraphLine, text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const [line, raw] of source.split(/\r?\n/).entries()) {
    const text = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(text);
    const bullet = /^[-*]\s+(.*)$/.exec(text);
    if (text === '') {
      flush();
    } else if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({ kind: 'heading', line, level: heading[1].length as 1 | 2 | 3, text: heading[2] });
    } else if (bullet?.[1] !== undefined) {
      flush();
      const last = blocks[blocks.length - 1];
      const item = { line, text: bullet[1] };
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', line, items: [item] });
    } else {
      if (paragraph.length === 0) paragraphLine = line;
      paragraph.push(text);
    }
  }
  flush();
  return blocks;
}

/** Renders inline `code` and **bold** spans; everything else is plain text. */
function inline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g).map((part, index) => {
    const key = `${index}-${part}`;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <code key={key}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    return part;
  });
}

export function Markdown({ source }: { source: string }) {
  const blocks = parseMarkdown(source);
  return (
    <Stack gap="sm">
      {blocks.map((block) => {
        const key = `${block.kind}-${block.line}`;
        if (block.kind === 'heading') {
          return (
            <Title key={key} order={(block.level + 1) as 2 | 3 | 4} mt={block.level === 1 ? 0 : 'sm'}>
              {inline(block.text)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={key} size="sm" spacing={4}>
              {block.items.map((item) => (
                <List.Item key={item.line}>{inline(item.text)}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} size="sm">
            {inline(block.text)}
          </Text>
        );
      })}
    </Stack>
  );
}
