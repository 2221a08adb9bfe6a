import { DEFAULT_COMPANY_COUNTRY, formatPhone } from '@curbside/domain';
import { useCallback } from 'react';
import { useSignedInSession } from './session.tsx';

/**
 * How a screen writes a stored phone: national for the company's country ("(212) 555-0100"), international for
 * any other ("+44 20 7946 0958"), docs/decisions/0043-company-clock-and-phone-format.md.
 */
export function usePhone() {
  const country = useSignedInSession().company?.country ?? DEFAULT_COMPANY_COUNTRY;
  return useCallback((phone: string) => formatPhone(phone, country), [country]);
}

/** A stored phone as the company reads it, left to right in any language; `fallback` when there is none. */
export function PhoneText({ phone, fallback }: { phone: string | null | undefined; fallback: string }) {
  const show = usePhone();
  // A number is read whole: it never wraps onto a second line in a narrow cell.
  return (
    <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {phone ? show(phone) : fallback}
    </span>
  );
}
