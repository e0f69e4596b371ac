import type { RpcException } from '@nestjs/microservices';
import { checkedExtra, checkedValue, foldName, keyOf, phoneOf } from './contact-value.js';

const refusal = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (err) {
    return (err as RpcException).getError();
  }
  throw new Error('expected a refusal');
};

describe("a contact's value as a rep types it", () => {
  it('keeps an email lower-cased, and refuses one that is not an email, naming the field', () => {
    expect(checkedValue('email', '  Maria@CasaVerde.com ')).toEqual({
      value: 'maria@casaverde.com',
      key: 'maria@casaverde.com',
      display: null,
    });
    expect(refusal(() => checkedValue('email', 'maria at casaverde'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Email must be a valid email address',
      fields: { value: ['Email must be a valid email address'] },
    });
  });

  it('keeps a phone as E.164 with the way a rep dials it; a US number needs no +1', () => {
    expect(checkedValue('phone', '512.555.0143')).toEqual({
      value: '+15125550143',
      key: '+15125550143',
      display: '(512) 555-0143',
    });
    expect(phoneOf('+1 (312) 555-0199')).toEqual({ e164: '+13125550199', display: '(312) 555-0199' });
    expect(refusal(() => checkedValue('phone', '12345'))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { value: ['Phone must be a valid phone number'] },
    });
  });

  it('tells people apart by their name folded: accents, case and spacing make no other person', () => {
    expect(foldName('  José   Núñez ')).toBe('jose nunez');
    expect(keyOf('person', 'JOSE NUNEZ')).toBe(keyOf('person', 'José Núñez'));
    expect(checkedValue('person', ' Maria Lopez ').value).toBe('Maria Lopez');
    expect(refusal(() => checkedValue('person', ' -- '))).toMatchObject({ fields: { value: ['Name is required'] } });
  });

  it("checks a person's own email and phone under their own field names; empty clears them", () => {
    expect(checkedExtra('phone', '(512) 555 0143')).toBe('+15125550143');
    expect(checkedExtra('email', null)).toBeNull();
    expect(refusal(() => checkedExtra('phone', '000'))).toMatchObject({
      fields: { phone: ['Phone must be a valid phone number'] },
    });
  });
});
