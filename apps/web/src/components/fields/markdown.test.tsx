import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { showForm } from '../../testing/showForm.tsx';
import { markdownToSafeHtml } from './markdown.ts';

const hostile = [
  '# Welcome',
  '<script>window.hacked = true</script>',
  '[click](javascript:alert(1)) and [fine](https://example.com/help)',
  '<img src="x.png" onerror="alert(1)"> <a href="#" onclick="alert(1)">spot</a>',
  '<iframe src="https://evil.example"></iframe>',
].join('\n\n');

describe('markdownToSafeHtml', () => {
  it('draws headings, emphasis, lists and links', () => {
    const html = markdownToSafeHtml('## Notes\n\n- **bold** and `code`\n- [help](https://example.com/help)');
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('h2')?.textContent).toBe('Notes');
    expect(box.querySelectorAll('li')).toHaveLength(2);
    expect(box.querySelector('strong')?.textContent).toBe('bold');
    expect(box.querySelector('code')?.textContent).toBe('code');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://example.com/help');
  });

  it('strips scripts, javascript: links, event handlers and frames', () => {
    const html = markdownToSafeHtml(hostile);
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('iframe')).toBeNull();
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(box.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect([...box.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toContain(
      'https://example.com/help',
    );
  });
});

describe('a Markdown field', () => {
  it('is written as text, previewed by keyboard as sanitised formatted text, and checked by the schema', async () => {
    const { user, saved, save } = showForm(
      [{ name: 'body', label: 'Article', kind: 'markdown' }],
      { body: '' },
      z.object({ body: z.string().trim().min(1, 'required').max(2000) }),
    );
    await save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();

    const box = screen.getByRole('textbox', { name: 'Article' });
    await user.click(box);
    await user.paste(hostile);
    // The preview is opened with the keyboard alone.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(panel.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    expect(within(panel).getByText('click')).not.toHaveAttribute('href');
    expect(within(panel).getByRole('link', { name: 'fine' })).toHaveAttribute(
      'href',
      'https://example.com/help',
    );

    await save();
    expect(saved).toHaveBeenCalledWith({ body: hostile });
  });
});
