import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Sends through the SMTP server of `SMTP_URL` (e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}
