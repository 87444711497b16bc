import { randomBytes } from 'node:crypto';
import { type Answer, call } from '../../test/harness.ts';
import type { Queryable } from '../db/database.ts';
import { openSession } from '../http/auth.ts';

/** A member made directly in the database (no sign-up hashing), with a session token. */
export interface TestMember {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  token: string;
}

export interface MemberFields {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  jobTitle?: string | null;
  companyName?: string | null;
  country?: string | null;
  industryId?: number | null;
}

let made = 0;

/** Adds a member as sign-up would leave them (fields default to unique values) and opens a session for them. */
export async function addMember(db: Queryable, fields: MemberFields = {}): Promise<TestMember> {
  made += 1;
  const tag = `${randomBytes(3).toString('hex')}${made}`;
  const username = fields.username ?? `net${tag}`;
  const firstName = fields.firstName ?? 'Net';
  const lastName = fields.lastName ?? `Member ${tag}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, job_title, company_name, country, industry_id, status)
     VALUES ($1, $2, 'not-a-hash', $3, $4, $5, $6, $7, $8, 'active') RETURNING id`,
    [
      fields.email ?? `${username}@example.org`,
      username,
      firstName,
      lastName,
      fields.jobTitle ?? null,
      fields.companyName ?? null,
      fields.country ?? null,
      fields.industryId ?? null,
    ],
  );
  const id = (row as { id: number }).id;
  return { id, username, firstName, lastName, token: await openSession(db, id) };
}

/** Several members at once, in order. */
export async function addMembers(db: Queryable, count: number, fields: (n: number) => MemberFields = () => ({})): Promise<TestMember[]> {
  const members: TestMember[] = [];
  for (let n = 0; n < count; n++) members.push(await addMember(db, fields(n)));
  return members;
}

/** Writes a pair's friendship row directly: connected by default. */
export async function befriend(db: Queryable, sender: { id: number }, receiver: { id: number }, status = 'accept'): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO friendships (user_id, friend_id, status, deleted_at) VALUES ($1, $2, $3, CASE WHEN $3 = 'reject' THEN now() END) RETURNING id`,
    [sender.id, receiver.id, status],
  );
  return (row as { id: number }).id;
}

/** An HTTP call as `member` (anonymous when undefined). */
export function as(base: string, member: { token: string } | undefined) {
  return (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> =>
    call(base, method, path, {
      ...(member ? { token: member.token } : {}),
      ...(body === undefined ? {} : { body }),
      ...(headers ? { headers } : {}),
    });
}
