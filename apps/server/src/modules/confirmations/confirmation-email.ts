import type { Confirmation } from '@curbside/domain';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Text kept on its lines: escaped, each line break a `<br>`. */
const lines = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

/** The plain-text part of a confirmation e-mail: what a client without HTML shows, and what the outbox lists. */
export function confirmationText(c: Confirmation): string {
  return [
    [c.heading, c.headerLines].filter(Boolean).join('\n'),
    c.title,
    c.intro,
    c.lines.map(({ label, value }) => `${label}: ${value}`).join('\n'),
    c.link ?? '',
    c.footer,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The content id of the logo attached inline to a confirmation e-mail (ADR 0123). */
export const CONFIRMATION_LOGO_CID = 'logo@curbside';

/**
 * The HTML part: one centred table with inline styles and no scripts, web fonts or remote images, which is what
 * the common clients (Gmail, Outlook, Apple Mail) render alike; `dir` and `lang` set so Arabic reads right to
 * left. With `withLogo` the header shows the logo attached to the e-mail itself (`cid:`), which clients show
 * without fetching anything; its alt text is the company's name.
 */
export function confirmationHtml(c: Confirmation, withLogo = false): string {
  const dir = c.language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const cell = `padding:4px 8px;text-align:${align};vertical-align:top;`;
  const rows = c.lines
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="${cell}color:#555;font-weight:normal;">${escapeHtml(label)}</th><td style="${cell}font-weight:bold;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const logo = `<img src="cid:${CONFIRMATION_LOGO_CID}" alt="${escapeHtml(c.companyName)}" height="48" style="display:block;height:48px;width:auto;border:0;margin:0 0 12px;">`;
  const paragraph = (text: string, style = '') =>
    text ? `<p style="margin:0 0 12px;${style}">${lines(text)}</p>` : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${c.language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f4;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;"><tr><td align="center" style="padding:16px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #dddddd;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222;text-align:${align};">`,
    `<tr><td style="padding:16px 24px;border-bottom:1px solid #dddddd;">${withLogo ? logo : ''}${paragraph(c.heading, 'font-size:18px;font-weight:bold;')}${paragraph(c.headerLines, 'color:#555;')}</td></tr>`,
    `<tr><td style="padding:16px 24px;">`,
    `<h1 style="margin:0 0 12px;font-size:22px;">${escapeHtml(c.title)}</h1>`,
    paragraph(c.intro),
    rows
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 12px;">${rows}</table>`
      : '',
    c.link
      ? `<p style="margin:0 0 12px;"><a href="${escapeHtml(c.link)}" style="color:#1c6bd6;" dir="ltr">${escapeHtml(c.link)}</a></p>`
      : '',
    paragraph(c.footer, 'color:#555;font-size:13px;'),
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
}
