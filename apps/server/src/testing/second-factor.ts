import { Secret, TOTP } from 'otpauth';

/** The code an authenticator holding `secret` shows at `timestamp` (now unless given). */
export const totpCode = (secret: string, timestamp = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
