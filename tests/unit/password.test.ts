import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  changePasswordFormSchema,
  passwordMessageIds,
  passwordMessages,
  passwordProblems,
  passwordSchema,
} from '../../shared/validation/password.ts';

const LOWER = 'abcdefghijklmnopqrstuvwxyzñáé'.split('');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÑÁÉ'.split('');
const DIGITS = '0123456789'.split('');
const OTHER = ' !#$%&*+-._@?¿¡'.split('');

const lower = fc.constantFrom(...LOWER);
const upper = fc.constantFrom(...UPPER);
const digit = fc.constantFrom(...DIGITS);
const anyCharacter = fc.constantFrom(...LOWER, ...UPPER, ...DIGITS, ...OTHER);

/** A password with at least one character of each class, 8 to 200 characters, in any order. */
const validPassword = fc
  .tuple(lower, upper, digit, fc.array(anyCharacter, { minLength: PASSWORD_MIN_LENGTH - 3, maxLength: 197 }))
  .chain(([l, u, d, rest]) => fc.shuffledSubarray([l, u, d, ...rest], { minLength: rest.length + 3, maxLength: rest.length + 3 }))
  .map((characters) => characters.join(''));

const classes = { lower: LOWER, upper: UPPER, digit: DIGITS };

describe('passwordSchema', () => {
  it('accepts every password with a lowercase, an uppercase, a digit and at least 8 characters', () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        expect(passwordSchema.safeParse(password).success).toBe(true);
        expect(passwordProblems(password)).toEqual([]);
      }),
    );
  });

  it('refuses the same passwords once every character of one class is removed', () => {
    fc.assert(
      fc.property(validPassword, fc.constantFrom(...(Object.keys(classes) as (keyof typeof classes)[])), (password, removed) => {
        const stripped = [...password].filter((character) => !classes[removed].includes(character)).join('');
        expect(passwordSchema.safeParse(stripped).success).toBe(false);
        if (stripped.length >= PASSWORD_MIN_LENGTH) {
          expect(passwordProblems(stripped)).toEqual([passwordMessageIds.missingCharacterClass]);
        }
      }),
    );
  });

  it('refuses anything shorter than 8 characters, even with every class', () => {
    fc.assert(
      fc.property(validPassword, fc.integer({ min: 0, max: PASSWORD_MIN_LENGTH - 1 }), (password, length) => {
        const short = `aA1${password}`.slice(0, length);
        expect(passwordSchema.safeParse(short).success).toBe(false);
        expect(passwordProblems(short)).toContain(length === 0 ? passwordMessageIds.required : passwordMessageIds.tooShort);
      }),
    );
  });

  it('refuses passwords longer than the contract allows', () => {
    expect(passwordProblems(`aA1${'x'.repeat(198)}`)).toEqual([passwordMessageIds.tooLong]);
  });

  it('has a fixed text for every message id, the class rule in Spanish', () => {
    for (const id of Object.values(passwordMessageIds)) expect(passwordMessages[id]).toEqual(expect.any(String));
    expect(passwordMessages[passwordMessageIds.missingCharacterClass]).toBe('Debe contener una mayuscula, una minuscula y un numero');
  });
});

describe('changePasswordFormSchema', () => {
  it('requires both fields and an equal confirmation', () => {
    const issues = (form: unknown) => {
      const result = changePasswordFormSchema.safeParse(form);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };
    expect(issues({ password: 'Clave2026x', confirmation: 'Clave2026x' })).toEqual([]);
    expect(issues({ password: 'Clave2026x', confirmation: 'Clave2026y' })).toEqual([`confirmation:${passwordMessageIds.mismatch}`]);
    expect(issues({ password: '', confirmation: '' })).toContain(`password:${passwordMessageIds.required}`);
    expect(issues({ password: '', confirmation: '' })).toContain(`confirmation:${passwordMessageIds.required}`);
  });
});
