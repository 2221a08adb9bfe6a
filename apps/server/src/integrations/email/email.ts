import type { SmtpFailure } from '@curbside/contract';
import nodemailer, { type Transporter } from 'nodemailer';
import { type OutboundPolicy, OutboundRefused, pinDestination } from '../outbound-guard.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (multipart/alternative); text only without it. */
  html?: string;
  /** Images the HTML shows by `cid:` (multipart/related): inline parts, never offered as downloads. */
  inlineImages?: InlineImage[];
}

export interface InlineImage {
  cid: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** A message as nodemailer takes it: the inline images as attachments with a content id. */
function mailOf(message: OutgoingEmail) {
  const { inlineImages, ...rest } = message;
  return {
    ...rest,
    ...(inlineImages?.length
      ? {
          attachments: inlineImages.map((image) => ({
            cid: image.cid,
            filename: image.fileName,
            contentType: image.contentType,
            content: Buffer.from(image.content),
            contentDisposition: 'inline' as const,
          })),
        }
      : {}),
  };
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
      await transport.sendMail({ from, ...mailOf(message) });
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

/**
 * Why a company's e-mail did not go, as its administrators may read it in the message history: whether the
 * guard refused the server or the server failed, never the socket's error or the server's banner (which would
 * let them probe the platform's network). The log keeps the cause's code.
 */
export class CompanySmtpError extends Error {
  readonly code: SmtpFailure;
  constructor(cause: unknown) {
    // A name that resolves to nothing (a typo, DNS down) failed to be reached; it was not refused.
    const refused = cause instanceof OutboundRefused && cause.reason !== 'unresolved';
    const code: SmtpFailure = refused ? 'SMTP_DESTINATION_REFUSED' : 'SMTP_FAILED';
    super(code, { cause });
    this.name = 'CompanySmtpError';
    this.code = code;
  }
}

export interface CompanySmtpOptions {
  policy: OutboundPolicy;
  /** Certificates to trust besides the system's: a test's self-signed one. */
  trustedCa?: string;
}

/**
 * E-mail through a company's own SMTP server (its SMTP details, the password opened with the platform key).
 * Each message goes to the address the outbound guard resolved just before, and a password goes only over TLS:
 * implicit (`secure`) or STARTTLS, which `requireTLS` demands before AUTH.
 */
export function createCompanySmtpSender(details: SmtpDetails, options: CompanySmtpOptions): EmailSender {
  let transport: Transporter | undefined;
  return {
    async send(message) {
      try {
        const target = await pinDestination('smtp', details.host, details.port, options.policy);
        transport = nodemailer.createTransport({
          host: target.address,
          port: target.port,
          secure: details.secure,
          // A tenant's slow server must not hold the outbox (which sends one message at a time) for minutes.
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
          // The certificate is checked against the name the company gave, not the address connected to.
          tls: {
            ...(target.serverName ? { servername: target.serverName } : {}),
            ...(options.trustedCa ? { ca: options.trustedCa } : {}),
          },
          ...(details.userName
            ? { auth: { user: details.userName, pass: details.password ?? '' }, requireTLS: true }
            : {}),
        });
        await transport.sendMail({ ...mailOf(message), from: details.fromAddress });
      } catch (error) {
        throw new CompanySmtpError(error);
      }
    },
    close: () => transport?.close(),
  };
}
