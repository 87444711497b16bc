import type { ApiError } from '@dealgrow/sdk';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './api-errors.ts';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const error = (overrides: Partial<ApiError>): ApiError => ({ code: 'x', status: 400, message: 'Bad.', retryable: false, ...overrides });

describe('formErrorsOf', () => {
  it('shows known server codes at their field, translated', () => {
    expect(formErrorsOf(error({ code: 'disposable_email', status: 422, fields: { email: 'No.' } }), ['email'], t)).toEqual({
      fields: { email: 't:signUp.errors.disposableEmail' },
      form: null,
    });
    expect(formErrorsOf(error({ code: 'username_taken', status: 409 }), ['email', 'username'], t).fields).toEqual({
      username: 't:signUp.errors.usernameTaken',
    });
  });

  it('keeps the server message for other field errors on fields the form has', () => {
    const answer = formErrorsOf(error({ code: 'validation_failed', fields: { password: 'Too short.', extra: 'x' } }), ['password'], t);
    expect(answer).toEqual({ fields: { password: 'Too short.' }, form: null });
  });

  it('puts the message on the form when no field is to blame, and names network failures', () => {
    expect(formErrorsOf(error({ message: 'Try later.', status: 503 }), ['email'], t)).toEqual({ fields: {}, form: 'Try later.' });
    expect(formErrorsOf(error({ status: 0 }), ['email'], t).form).toBe('t:common.networkError');
  });
});
