import { Type } from 'typebox';
import { Text } from '../http/schema.ts';

export const UnsubscribeQuery = Type.Object(
  {
    token: Text({
      minLength: 1,
      maxLength: 300,
      description: 'The signed token of the mail’s List-Unsubscribe address (`v1.<member>.<what>.<signature>`).',
    }),
  },
  { additionalProperties: false },
);

export const Unsubscribed = Type.Object(
  {
    unsubscribed: Type.String({
      description:
        'What stops: `digest` (the weekly digest), `daily` or `weekly` (that summary of notices), `all` (every e-mail but the account’s own), or a notification kind (its e-mail).',
    }),
    message: Type.String({ description: 'What was done, in the member’s language.' }),
  },
  { title: 'Unsubscribed', additionalProperties: false },
);
