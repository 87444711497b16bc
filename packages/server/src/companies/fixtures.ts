import { expect } from 'vitest';
import { type FormFile, sendForm } from '../../test/uploads.ts';

let made = 0;

/** A unique company slug for a test. */
export function uniqueSlug(prefix = 'co'): string {
  made += 1;
  return `${prefix}-${Date.now().toString(36)}-${made}`;
}

/** Creates a company over HTTP as `member` (201 expected); answers the Company. */
export async function createCompany(
  base: string,
  member: { token: string },
  fields: Record<string, string | number> = {},
  files: FormFile[] = [],
) {
  const slug = uniqueSlug();
  const answer = await sendForm(base, 'POST', '/company', {
    token: member.token,
    fields: { name: `Company ${slug}`, slug, ...fields },
    files,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number; slug: string; name: string; [key: string]: unknown };
}
