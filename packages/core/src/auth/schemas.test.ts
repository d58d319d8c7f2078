import { describe, expect, it } from 'vitest';
import { authResponseSchema } from './responses';
import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  profileSchema,
  registerSchema,
} from './schemas';

const valid = {
  name: 'Мария',
  email: 'maria@example.bg',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  termsAccepted: true,
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('registerSchema', () => {
  it('trims the name, trims and lower-cases the e-mail, keeps the password as typed', () => {
    const parsed = registerSchema.parse({
      ...valid,
      name: '  Мария ',
      email: ' Maria@Example.BG ',
      password: ' spaced pass ',
      confirmPassword: ' spaced pass ',
    });
    expect(parsed).toMatchObject({ name: 'Мария', email: 'maria@example.bg', password: ' spaced pass ' });
  });

  it('reports every problem at once, including the confirmation, with message keys', () => {
    const result = registerSchema.safeParse({
      name: '',
      email: 'x@',
      password: 'short',
      confirmPassword: 'other',
      termsAccepted: false,
    });
    expect(messagesOf(result)).toEqual([
      ['name', 'auth.validation.nameRequired'],
      ['email', 'auth.validation.emailInvalid'],
      ['password', 'auth.validation.passwordMin'],
      ['termsAccepted', 'auth.validation.termsRequired'],
      ['confirmPassword', 'auth.validation.passwordsMismatch'],
    ]);
  });

  it('asks for the required fields when they are missing altogether', () => {
    expect(messagesOf(registerSchema.safeParse({ confirmPassword: '' }))).toEqual([
      ['name', 'auth.validation.nameRequired'],
      ['email', 'auth.validation.emailRequired'],
      ['password', 'auth.validation.passwordRequired'],
      ['termsAccepted', 'auth.validation.termsRequired'],
      ['confirmPassword', 'auth.validation.confirmRequired'],
    ]);
  });

  it('bounds name, e-mail and password length', () => {
    const result = registerSchema.safeParse({
      ...valid,
      name: 'я'.repeat(101),
      email: `${'a'.repeat(250)}@x.bg`,
      password: 'p'.repeat(129),
      confirmPassword: undefined,
    });
    expect(messagesOf(result)).toEqual([
      ['name', 'auth.validation.nameTooLong'],
      ['email', 'auth.validation.emailInvalid'],
      ['password', 'auth.validation.passwordTooLong'],
    ]);
  });

  it('accepts exactly 8 characters', () => {
    expect(
      registerSchema.safeParse({ ...valid, password: 'kx7#Qm2v', confirmPassword: 'kx7#Qm2v' }).success,
    ).toBe(true);
  });

  it('finding 9: refuses a password of only whitespace, here and in the form, with one message', () => {
    for (const password of [' '.repeat(8), ' \t \t \t \t', '\u00a0'.repeat(12)]) {
      expect(messagesOf(registerSchema.safeParse({ ...valid, password, confirmPassword: password }))).toEqual(
        [['password', 'auth.validation.passwordBlank']],
      );
    }
    // Too short as well: the minimum is the one message that helps.
    expect(
      messagesOf(registerSchema.safeParse({ ...valid, password: '   ', confirmPassword: '   ' })),
    ).toEqual([['password', 'auth.validation.passwordMin']]);
    // Spaces inside a password are fine.
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'lipa i kamak' }).success,
    ).toBe(true);
  });
});

describe('other account schemas', () => {
  it('login needs both fields but does not apply the new-password rules', () => {
    expect(loginSchema.safeParse({ email: 'a@b.bg', password: 'x' }).success).toBe(true);
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'auth.validation.emailRequired'],
      ['password', 'auth.validation.passwordRequired'],
    ]);
  });

  it('change-password applies the minimum to the new password only', () => {
    expect(
      messagesOf(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'short' })),
    ).toEqual([['newPassword', 'auth.validation.passwordMin']]);
  });

  it('profile accepts the two product languages only', () => {
    expect(profileSchema.safeParse({ name: 'A', language: 'en' }).success).toBe(true);
    expect(messagesOf(profileSchema.safeParse({ name: 'A', language: 'de' }))).toEqual([
      ['language', 'validation.invalidOption'],
    ]);
  });

  it('account deletion takes a password, or nothing for an account without one', () => {
    expect(deleteAccountSchema.parse({ password: 'secret-1' })).toEqual({ password: 'secret-1' });
    expect(deleteAccountSchema.parse(null)).toBeNull();
  });

  it('auth responses carry the user with role, permissions and plan', () => {
    const result = authResponseSchema.safeParse({
      success: true,
      accessToken: 'a',
      refreshToken: 'r',
      user: {
        id: '4f9d8c2e-5b0a-4c1e-9a3b-2d7e6f1a0b9c',
        name: 'Мария',
        email: 'maria@example.bg',
        role: 'superuser',
        permissions: [],
        plan: 'free',
        emailVerified: false,
        language: 'bg',
      },
    });
    expect(result.success).toBe(false);
  });
});
