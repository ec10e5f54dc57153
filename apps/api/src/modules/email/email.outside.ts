import type { EmailAttachment, SendEmailBody } from '@beacon/contract/email';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../lib/context';
import type { ContentLanguage } from '../../lib/language';
import { htmlParagraphs } from '../../lib/mail/html-text';
import { sendMail } from '../../lib/mail/mail';
import { defineMail } from '../../lib/mail/template';
import type { MailDirectory } from './email.compose';

interface OutsideMail {
  senderName: string;
  senderEmail: string;
  subject: string;
  /** The message's paragraphs, as plain text. */
  paragraphs: string[];
  /** "name (size)" of each attachment: the files stay in Beacon, only listed. */
  files: string[];
}

/** The attachments' heading, then one line each; nothing when there are none. */
const listed = (heading: string, files: string[]) =>
  files.length === 0 ? [] : [heading, ...files.map((file) => `- ${file}`)];

// The subject is the sender's own; the lines around the message say who wrote it and where to
// reply, since the mail itself comes from the instance's no-reply address.
const outsideMail = defineMail<OutsideMail>({
  en: (m) => ({
    subject: m.subject || '(no subject)',
    lines: [
      `${m.senderName} (${m.senderEmail}) sent you this message through Beacon:`,
      ...m.paragraphs,
      ...listed('Attached in Beacon (not sent with this e-mail):', m.files),
    ],
    footer: `To answer, write to ${m.senderEmail}: replies to this address are not read.`,
  }),
  fr: (m) => ({
    subject: m.subject || '(sans objet)',
    lines: [
      `${m.senderName} (${m.senderEmail}) vous a envoyé ce message via Beacon :`,
      ...m.paragraphs,
      ...listed('Pièces jointes dans Beacon (non envoyées avec cet e-mail) :', m.files),
    ],
    footer: `Pour répondre, écrivez à ${m.senderEmail} : les réponses à cette adresse ne sont pas lues.`,
  }),
  de: (m) => ({
    subject: m.subject || '(kein Betreff)',
    lines: [
      `${m.senderName} (${m.senderEmail}) hat Ihnen diese Nachricht über Beacon gesendet:`,
      ...m.paragraphs,
      ...listed('Anhänge in Beacon (nicht mit dieser E-Mail gesendet):', m.files),
    ],
    footer: `Um zu antworten, schreiben Sie an ${m.senderEmail}: Antworten an diese Adresse werden nicht gelesen.`,
  }),
  pt: (m) => ({
    subject: m.subject || '(sem assunto)',
    lines: [
      `${m.senderName} (${m.senderEmail}) enviou-lhe esta mensagem através do Beacon:`,
      ...m.paragraphs,
      ...listed('Anexos no Beacon (não enviados com este e-mail):', m.files),
    ],
    footer: `Para responder, escreva para ${m.senderEmail}: as respostas a este endereço não são lidas.`,
  }),
  ar: (m) => ({
    subject: m.subject || '(بلا موضوع)',
    lines: [
      `أرسل إليك ${m.senderName} (${m.senderEmail}) هذه الرسالة عبر Beacon:`,
      ...m.paragraphs,
      ...listed('مرفقات في Beacon (لم تُرسل مع هذا البريد):', m.files),
    ],
    footer: `للرد، اكتب إلى ${m.senderEmail}: لا تُقرأ الردود على هذا العنوان.`,
  }),
});

/**
 * Mail to an address that is no account of this instance leaves it (SMTP, or the outbox without
 * one), one message per address so that no one sees the others' bcc. Accounts here get their
 * copy in their inbox (email.compose.ts) and nothing more.
 */
export async function deliverOutside(
  db: Db,
  config: Pick<AppConfig, 'mail' | 'logger'>,
  directory: MailDirectory,
  sender: { name: string; email: string },
  /** The addresses as given, and the message as stored (sanitised). */
  mail: Pick<SendEmailBody, 'to' | 'cc' | 'bcc' | 'subject' | 'message'> & {
    attachments: readonly EmailAttachment[];
  },
  language: ContentLanguage,
): Promise<void> {
  const addresses = [...mail.to, ...mail.cc, ...mail.bcc];
  const accounts = new Set(
    (await directory.findByEmails(db, addresses)).map((account) => account.email.toLowerCase()),
  );
  const outside = new Map<string, string>();
  for (const address of addresses)
    if (!accounts.has(address.toLowerCase()) && !outside.has(address.toLowerCase()))
      outside.set(address.toLowerCase(), address);
  if (outside.size === 0) return;
  const rendered = outsideMail(language, {
    senderName: sender.name,
    senderEmail: sender.email,
    subject: mail.subject,
    paragraphs: htmlParagraphs(mail.message),
    files: mail.attachments.map((file) => `${file.fileName} (${file.size})`),
  });
  for (const to of outside.values()) await sendMail(db, config, { kind: 'email', to, ...rendered });
}
