import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. The SMTP sender is the real one; without one the outbox worker leaves e-mails queued. */
export interface EmailSender {
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/** E-mail over SMTP (`SMTP_URL`, for example `smtp://user:password@mail.example:587`). */
export function createSmtpSender(url: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
