import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail';

/**
 * The transport for SMTP_URL (smtp://user:password@host:587 upgrades with STARTTLS when the server
 * offers it; smtps://…:465 speaks TLS from the start). Node only: the browser bundle never reaches
 * this file, since only the Node server imports it.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
