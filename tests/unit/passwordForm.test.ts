/**
 * The password-reset forms' rules as the charts keep them (message ids, first failing rule per
 * field), the reset link's token, and the translations of every id they can produce.
 */
import { describe, expect, it } from 'vitest';
import { forgotPasswordForm } from '../../machines/forgotPassword/forgotPassword.machine.ts';
import { meetsPasswordRule, validatePasswordForm as validateChangePasswordForm } from '../../machines/changePassword/passwordForm.machine.ts';
import { wellFormedResetHash } from '../../machines/changePassword/resetHash.ts';
import { passwordMessageIds } from '../../shared/validation/password.ts';
import { catalogs } from '../../src/i18n/locales.ts';
import passwordEs from '../../src/i18n/es-CL/password.ts';
import passwordEn from '../../src/i18n/en/password.ts';

/** The rule's errors without the fields that pass. */
const validateForgotPasswordForm = (values: { email: string }) =>
  Object.fromEntries(Object.entries(forgotPasswordForm.validate(values, null)).filter(([, id]) => id !== undefined));

describe('forgot password form', () => {
  it.each([
    ['', 'validation.required'],
    ['vendedora@', 'validation.email'],
    [`${'a'.repeat(96)}@b.cl`, 'validation.tooLong'], // 101 characters
  ])('refuses %j with %s', (email, messageId) => {
    expect(validateForgotPasswordForm({ email })).toEqual({ email: messageId });
  });

  it('accepts a valid address, spaces around it included (they are trimmed before sending)', () => {
    expect(validateForgotPasswordForm({ email: 'vendedora@tienda.cl' })).toEqual({});
    expect(validateForgotPasswordForm({ email: ' vendedora@tienda.cl ' })).toEqual({});
  });
});

describe('change password form', () => {
  it('asks for both fields first', () => {
    expect(validateChangePasswordForm({ password: '', confirmation: '' })).toEqual({
      password: 'validation.required',
      confirmation: 'validation.required',
    });
  });

  it.each([
    ['corta', passwordMessageIds.tooShort],
    ['Ab1', passwordMessageIds.tooShort],
    ['segura123', passwordMessageIds.missingCharacterClass],
    ['SEGURA123', passwordMessageIds.missingCharacterClass],
    ['SeguraSegura', passwordMessageIds.missingCharacterClass],
  ])('refuses the password %j with %s', (password, messageId) => {
    expect(validateChangePasswordForm({ password, confirmation: password }).password).toBe(messageId);
  });

  it('wants the confirmation equal to the password', () => {
    expect(validateChangePasswordForm({ password: 'Segura123', confirmation: 'Segura124' })).toEqual({
      confirmation: passwordMessageIds.mismatch,
    });
    expect(validateChangePasswordForm({ password: 'Segura123', confirmation: 'Segura123' })).toEqual({});
  });

  it('accepts Spanish letters as lowercase and uppercase', () => {
    expect(validateChangePasswordForm({ password: 'ÑANDÚñandú1', confirmation: 'ÑANDÚñandú1' })).toEqual({});
  });

  it.each([
    ['', false, false],
    ['corta', false, false],
    ['segura123', true, false],
    ['Ab1', false, true],
    ['Segura123', true, true],
  ])('ticks the rules for %j: 8 characters %s, classes %s', (password, minLength, characterClasses) => {
    expect(meetsPasswordRule(password, 'minLength')).toBe(minLength);
    expect(meetsPasswordRule(password, 'characterClasses')).toBe(characterClasses);
  });
});

describe('reset link token', () => {
  it.each([
    ['a'.repeat(22), true],
    ['a'.repeat(128), true],
    ['q3x7V-Lp_0aZ9kR2mN8bT4cY6dW1eF5gH2jK4lM6nP8', true],
    ['a'.repeat(21), false],
    ['a'.repeat(129), false],
    [`${'a'.repeat(30)}+/=`, false],
    ['', false],
  ])('%j is well formed: %s', (hash, wellFormed) => {
    expect(wellFormedResetHash(hash)).toBe(wellFormed ? hash : null);
  });
});

describe('translations', () => {
  it('has the same keys in Spanish and English', () => {
    expect(Object.keys(passwordEn).sort()).toEqual(Object.keys(passwordEs).sort());
  });

  it('translates every message id and error code the flows can show', () => {
    const ids = [
      'validation.required',
      'validation.email',
      'validation.tooLong',
      ...Object.values(passwordMessageIds),
      'error.NETWORK_ERROR',
      'forgotPassword.rateLimited',
    ];
    for (const locale of ['es-CL', 'en'] as const) {
      expect(ids.filter((id) => !catalogs[locale][id])).toEqual([]);
    }
  });
});
