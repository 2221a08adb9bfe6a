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

export interface SmtpDetails {
  host: string;
  port: number;
  secure: boolean;
  userName: string | null;
  password: string | null;
  fromAddress: string;
}

/** E-mail through a company's own SMTP server (its SMTP details, the password opened with the platform key). */
export function createCompanySmtpSender(details: SmtpDetails): EmailSender {
  const transport = nodemailer.createTransport({
    host: details.host,
    port: details.port,
    secure: details.secure,
    ...(details.userName ? { auth: { user: details.userName, pass: details.password ?? '' } } : {}),
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: details.fromAddress,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => transport.close(),
  };
}
