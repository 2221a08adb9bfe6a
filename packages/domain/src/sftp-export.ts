/**
 * A company's nightly export to its own SFTP server (ADR 0101): the reports it can send, the codes a failed try
 * is logged with, and how often a failed night is tried again.
 */

/** The reports a company can have sent, each a CSV of the company's previous day. */
export const SFTP_REPORTS = ['completed', 'cancelled', 'deleted', 'reservations'] as const;
export type SftpReport = (typeof SFTP_REPORTS)[number];

/**
 * Why a try failed, as logged and shown: a code the console words, never the server's own words nor a secret.
 * `DESTINATION_REFUSED`: the outbound guard refused the address; `HOST_KEY_MISMATCH`: the server showed another
 * key than the pinned one; `AUTH_FAILED`: the user name, password or key was refused; `CREDENTIALS_UNREADABLE`:
 * the sealed secret cannot be opened (the platform key changed); `UPLOAD_FAILED`: the folder or a file could not
 * be written; `CONNECTION_FAILED`: anything else (unreachable, timed out, not an SSH server).
 */
export const SFTP_FAILURES = [
  'DESTINATION_REFUSED',
  'HOST_KEY_MISMATCH',
  'AUTH_FAILED',
  'CREDENTIALS_UNREADABLE',
  'UPLOAD_FAILED',
  'CONNECTION_FAILED',
] as const;
export type SftpFailure = (typeof SFTP_FAILURES)[number];

/** Tries of one night: the first and three more. */
export const SFTP_MAX_ATTEMPTS = 4;

/** Minutes until the next try after a failed one: 15, 30, 60 (doubling). */
export const sftpRetryMinutes = (attempt: number): number => 15 * 2 ** (attempt - 1);

/** A host key's fingerprint as OpenSSH prints it: `SHA256:` and the unpadded base64 of the key's SHA-256. */
export const HOST_KEY_FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;
