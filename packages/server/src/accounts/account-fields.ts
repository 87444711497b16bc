import { Type } from 'typebox';

/** The fields an account is made of, shared by sign-up, recovery, e-mail change and the profile (one definition each). */
export const Email = Type.String({ format: 'email', maxLength: 254, description: 'An e-mail address.' });
/** Letters, digits, dots, dashes or underscores, starting with a letter or digit. */
export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]*$';

export const Username = Type.String({
  minLength: 3,
  maxLength: 30,
  pattern: USERNAME_PATTERN,
  description: '3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
});
