import { useTranslation } from 'react-i18next';

/**
 * Links in the mail open in a new tab: the frame stays the mail, and the page it links to (a reset
 * page) runs outside the sandbox as a page of its own.
 */
export function withLinksInNewTabs(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}

/**
 * A mail's HTML, shown as a mail client shows it: in a frame sandboxed without scripts, forms or
 * this page's origin, so nothing in a message can run or read the app. Its links may open tabs.
 */
export function MailHtmlFrame({ html, subject }: { html: string; subject: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      title={t('outbox.reader.htmlFrame', { subject })}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={withLinksInNewTabs(html)}
      referrerPolicy="no-referrer"
      style={{
        display: 'block',
        width: '100%',
        height: 480,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        // The mail brings its own colours; a white page under it reads as the sender meant.
        background: '#ffffff',
      }}
    />
  );
}
