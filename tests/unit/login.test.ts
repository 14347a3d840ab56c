import fc from 'fast-check';
import { loginFieldErrors, PASSWORD_MAX_LENGTH } from '../../shared/validation/login.ts';

describe('login rule: e-mail required and valid, password required', () => {
  it('names each missing field', () => {
    expect(loginFieldErrors({ email: '', password: '' })).toEqual({ email: 'validation.required', password: 'validation.required' });
  });

  it('names an invalid e-mail and keeps the password', () => {
    expect(loginFieldErrors({ email: 'camila@', password: 'Secreta123' })).toEqual({ email: 'validation.email' });
  });

  it('accepts valid credentials', () => {
    expect(loginFieldErrors({ email: 'camila@tiendacamila.cl', password: 'x' })).toEqual({});
    expect(loginFieldErrors({ email: ' camila@tiendacamila.cl ', password: ' x ' })).toEqual({});
  });

  it(`allows passwords of up to ${PASSWORD_MAX_LENGTH} characters`, () => {
    expect(loginFieldErrors({ email: 'camila@tiendacamila.cl', password: 'a'.repeat(PASSWORD_MAX_LENGTH) })).toEqual({});
    expect(loginFieldErrors({ email: 'camila@tiendacamila.cl', password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual({ password: 'validation.tooLong' });
  });

  it('any non-empty password is accepted with a valid e-mail (no strength rule at login)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), (password) => {
        expect(loginFieldErrors({ email: 'camila@tiendacamila.cl', password })).toEqual({});
      }),
    );
  });

  it('reports only known message ids, for any strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (email, password) => {
        const errors = loginFieldErrors({ email, password });
        for (const id of Object.values(errors)) expect(['validation.required', 'validation.email', 'validation.tooLong']).toContain(id);
        // A password is refused only when empty or longer than the limit, whatever its characters.
        expect(errors.password === undefined).toBe(password.length >= 1 && password.length <= PASSWORD_MAX_LENGTH);
      }),
    );
  });
});
