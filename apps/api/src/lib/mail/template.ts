import type { ContentLanguage } from '../language';

/** What one language says in a mail: plain text only; the layout adds the markup. */
export interface MailContent {
  subject: string;
  /** Paragraphs, in order; a newline inside one is a line break. */
  lines: string[];
  /** The one thing the mail asks the reader to do: a button in HTML, the full URL in text. */
  action?: { label: string; url: string };
  /** Small print under the rest: why the reader got it, what to do if it was not them. */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate<D> = (language: ContentLanguage, data: D) => RenderedMail;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => entities[char] ?? char);

const rightToLeft: ReadonlySet<ContentLanguage> = new Set(['ar']);

/** French sets a space before a colon; the other languages none. */
const colon = (language: ContentLanguage) => (language === 'fr' ? '\u00a0:' : ':');

/** A mail client reads plain text too (and some only that): every link is written out in full. */
function textOf(language: ContentLanguage, content: MailContent): string {
  const parts = [...content.lines];
  if (content.action)
    parts.push(`${content.action.label}${colon(language)}\n${content.action.url}`);
  if (content.footer) parts.push(`--\n${content.footer}`);
  return `${parts.join('\n\n')}\n`;
}

/**
 * One layout for every mail: a narrow column, inline styles (mail clients drop style sheets), the
 * action as a button with its URL written under it for clients that block buttons' links.
 */
function htmlOf(language: ContentLanguage, content: MailContent): string {
  const dir = rightToLeft.has(language) ? 'rtl' : 'ltr';
  const paragraphs = content.lines
    .map((line) => `<p style="margin:0 0 16px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#7367f0;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all"><a href="${escapeHtml(content.action.url)}" style="color:#5a4fd6">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footer = content.footer
    ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #dddddd;font-size:13px;color:#555555">${escapeHtml(content.footer)}</p>`
    : '';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f6;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#222222">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
${paragraphs}
${action}
${footer}
</div>
</body>
</html>
`;
}

/**
 * A mail in the five languages of the product's copy. Each language is a function of the mail's
 * data, so a translation words it as its grammar needs; the layout is shared.
 */
export function defineMail<D>(
  languages: Record<ContentLanguage, (data: D) => MailContent>,
): MailTemplate<D> {
  return (language, data) => {
    const content = languages[language](data);
    return {
      subject: content.subject,
      text: textOf(language, content),
      html: htmlOf(language, content),
    };
  };
}
