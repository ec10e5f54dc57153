import type { Transporter } from 'nodemailer';
import type { MailTransport } from './mail';

/**
 * The transport for SMTP_URL (smtp://user:password@host:587 upgrades with STARTTLS when the server
 * offers it; smtps://…:465 speaks TLS from the start). Node only: the browser bundle never reaches
 * this file, since only the Node server imports it.
 */
export function smtpTransport(url: string): MailTransport {
  // Loaded with the first mail rather than with the server, whose start it would lengthen.
  let transporter: Promise<Transporter> | undefined;
  return {
    send: async (mail) => {
      transporter ??= import('nodemailer').then(({ createTransport }) => createTransport(url));
      const sender = await transporter;
      await sender.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
