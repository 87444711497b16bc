import type { ApiError } from '@dealgrow/sdk';
import type { TFunction } from 'i18next';

/** Error codes the server answers for one field, with the translated message shown at that field. */
const FIELD_CODES = {
  disposable_email: { field: 'email', key: 'signUp.errors.disposableEmail' },
  email_taken: { field: 'email', key: 'signUp.errors.emailTaken' },
  username_taken: { field: 'username', key: 'signUp.errors.usernameTaken' },
} as const;

export interface FormErrors {
  /** Messages keyed by field name, shown at the field. */
  fields: Record<string, string>;
  /** A message for the form as a whole, when no field is to blame. */
  form: string | null;
}

/** Turns a failed call into messages at the fields of `known`, in the page's language where the code is known. */
export function formErrorsOf(error: ApiError, known: readonly string[], t: TFunction): FormErrors {
  if (error.status === 0) return { fields: {}, form: t('common.networkError') };
  const coded = FIELD_CODES[error.code as keyof typeof FIELD_CODES];
  if (coded && known.includes(coded.field)) return { fields: { [coded.field]: t(coded.key) }, form: null };
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields ?? {})) if (known.includes(field)) fields[field] = message;
  return { fields, form: Object.keys(fields).length ? null : error.message || t('common.genericError') };
}
