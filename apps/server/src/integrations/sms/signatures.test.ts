import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignature } from './twilio.ts';
import { isVonageSignatureValid, vonageSignature } from './vonage.ts';

describe('provider signatures', () => {
  it("computes Twilio's documented example", () => {
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isTwilioSignatureValid('12345', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
    expect(isTwilioSignatureValid('12345', `${url}&baz=3`, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(
      false,
    );
    expect(
      isTwilioSignatureValid('12345', url, { ...params, Digits: '1235' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8='),
    ).toBe(false);
    expect(isTwilioSignatureValid('12345', url, params, undefined)).toBe(false);
  });

  it('signs Vonage parameters sorted, without sig, with & and = in values replaced', () => {
    const params = { to: '12125550001', msisdn: '971501234567', text: 'a=b&c' };
    const sig = vonageSignature('secret', params);
    expect(sig).toBe(vonageSignature('secret', { text: 'a_b_c', msisdn: '971501234567', to: '12125550001' }));
    expect(isVonageSignatureValid('secret', { ...params, sig: sig.toUpperCase() })).toBe(true);
    expect(isVonageSignatureValid('secret', { ...params, text: 'other', sig })).toBe(false);
    expect(isVonageSignatureValid('other', { ...params, sig })).toBe(false);
    expect(isVonageSignatureValid('secret', params)).toBe(false);
  });
});
