import fc from 'fast-check';
import { cleanEmail, EMAIL_MAX_LENGTH, emailError } from '../../shared/validation/email.ts';

describe('e-mail rule (login, forgot password)', () => {
  it('requires a value', () => {
    expect(emailError('')).toBe('validation.required');
    expect(emailError('   ')).toBe('validation.required');
    expect(emailError(undefined)).toBe('validation.required');
  });

  it('rejects what is not an address', () => {
    for (const value of ['camila', 'camila@', '@tienda.cl', 'camila@tienda', 'camila tienda@tienda.cl']) {
      expect(emailError(value)).toBe('validation.email');
    }
  });

  it('accepts addresses, trimmed', () => {
    expect(emailError('camila@tiendacamila.cl')).toBeNull();
    expect(emailError('  camila@tiendacamila.cl ')).toBeNull();
    expect(cleanEmail('  camila@tiendacamila.cl ')).toBe('camila@tiendacamila.cl');
  });

  it(`allows at most ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = '@tienda.cl';
    expect(emailError(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBeNull();
    expect(emailError(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1)}${domain}`)).toBe('validation.tooLong');
  });

  it('answers a message id for any input, never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const error = emailError(value);
        expect(error === null || error.startsWith('validation.')).toBe(true);
      }),
    );
  });

  it('accepts generated valid addresses of allowed length', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= EMAIL_MAX_LENGTH),
        (email) => {
          // fast-check generates RFC addresses; the rule is the stricter pattern zod's z.email() uses.
          const error = emailError(email);
          expect([null, 'validation.email']).toContain(error);
        },
      ),
    );
  });

  it('rejects any text without an @', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 100 }).filter((text) => !text.includes('@') && text.trim().length > 0),
        (text) => {
          expect(emailError(text)).toBe('validation.email');
        },
      ),
    );
  });
});
