import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, newMember, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { PDF, sendForm } from '../../test/uploads.ts';

describe.each(databaseKinds)('idempotent writes on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => t?.close());

  it('applies a write once and replays its answer for the same key', async () => {
    const owner = await signUp(t.url);
    const deal = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { title: 'Replayed deal', type: 'offer' } });
    const headers = { 'idempotency-key': `faq-${owner.username}` };
    const faq = { question: 'Is delivery included?', answer: 'Yes, in Europe.' };
    const first = await call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers });
    const replay = await call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers });
    expect(first.status).toBe(201);
    expect(replay).toMatchObject({ status: 201, body: first.body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await call(t.url, 'GET', `/deals/${deal.body.id}/faq`)).body).toHaveLength(1);
  });

  it('stores the answers of writes answered together in one batch, and replays each exactly', async () => {
    const owner = await signUp(t.url);
    const deal = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { title: 'Batched deal', type: 'offer' } });
    const write = (n: number) =>
      call(t.url, 'POST', `/deals/${deal.body.id}/faq`, {
        token: owner.token,
        body: { question: `Question ${n}?`, answer: `Answer ${n}.` },
        headers: { 'idempotency-key': `batch-${owner.username}-${n}` },
      });
    const firsts = await Promise.all(Array.from({ length: 12 }, (_, n) => write(n)));
    // Retried at once: the batch holding their answers may not be stored yet, and each retry waits for it.
    const retries = await Promise.all(Array.from({ length: 12 }, (_, n) => write(n)));
    for (const [n, first] of firsts.entries()) {
      expect(first.status).toBe(201);
      expect(retries[n]).toMatchObject({ status: 201, body: first.body });
      expect(retries[n]?.headers.get('idempotent-replayed')).toBe('true');
    }
    expect((await call(t.url, 'GET', `/deals/${deal.body.id}/faq`)).body).toHaveLength(12);
  });

  it('fingerprints a multipart write by its whole body: another file or field of the same length is refused', async () => {
    const owner = await signUp(t.url);
    const headers = { 'idempotency-key': `deal-${owner.username}` };
    const list = (title: string, data: Buffer) =>
      sendForm(t.url, 'POST', '/deals', {
        token: owner.token,
        headers,
        fields: { title, type: 'offer' },
        files: [{ name: 'brochure.pdf', data }],
      });
    const first = await list('Printing press', PDF);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await list('Printing press', PDF);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const sameLength = Buffer.from(PDF);
    sameLength[sameLength.length - 2] = 0x21;
    expect(await list('Printing press', sameLength)).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    expect(await list('Printing pross', PDF)).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    const me = await call(t.url, 'GET', '/users/me', { token: owner.token });
    expect(me.body.authorized_deals_total).toBe(1);
  });

  it('never stores an answer carrying a token: a retried sign-in signs in again and never hands out a revoked token', async () => {
    const member = await signUp(t.url);
    const headers = { 'idempotency-key': `sign-in-${member.username}` };
    const signIn = () => call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: member.password }, headers });
    const first = await signIn();
    expect(first.status).toBe(200);
    expect((await call(t.url, 'POST', '/auth/sign-out', { token: first.body.token })).status).toBe(204);
    const retried = await signIn();
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body.token).not.toBe(first.body.token);
    expect((await call(t.url, 'GET', '/users/me', { token: retried.body.token })).status).toBe(200);
    expect((await call(t.url, 'GET', '/users/me', { token: first.body.token })).status).toBe(401);
    // The same key with another password is another request.
    const wrong = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member.email, password: 'not-the-password' }, headers });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });

    const stored = await t.server.db.query<{ response_body: string | null }>('SELECT response_body FROM idempotency_keys');
    for (const token of [first.body.token, retried.body.token, member.token])
      expect(stored.some((row) => row.response_body?.includes(token))).toBe(false);
  });

  it('answers a retried sign-up with the account it made and a new session, never a stored token', async () => {
    const member = newMember();
    const headers = { 'idempotency-key': `signup-${member.username}` };
    const first = await call(t.url, 'POST', '/auth/sign-up', { body: member, headers });
    const retried = await call(t.url, 'POST', '/auth/sign-up', { body: member, headers });
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.body.user.id).toBe(first.body.user.id);
    expect(retried.body.token).not.toBe(first.body.token);
    expect(t.mailer.messages.filter((m) => m.to === member.email)).toHaveLength(1);
    // Without the key the same body is a second attempt, and the e-mail is taken.
    expect((await call(t.url, 'POST', '/auth/sign-up', { body: member })).status).toBe(409);
  });

  it('frees a key after its lifetime: the expired key is claimed afresh', async () => {
    const owner = await signUp(t.url);
    const deal = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { title: 'Aged keys', type: 'offer' } });
    const headers = { 'idempotency-key': `aged-${owner.username}` };
    const faq = { question: 'Old?', answer: 'Yes.' };
    expect((await call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers })).status).toBe(201);
    await t.server.db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1", [
      headers['idempotency-key'],
    ]);
    const later = await call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect((await call(t.url, 'GET', `/deals/${deal.body.id}/faq`)).body).toHaveLength(2);
  });

  it('refuses a key reused for a different request with 422', async () => {
    const headers = { 'idempotency-key': 'reused-key' };
    expect((await call(t.url, 'POST', '/auth/sign-up', { body: newMember(), headers })).status).toBe(201);
    const other = await call(t.url, 'POST', '/auth/sign-up', { body: newMember(), headers });
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
  });

  it('keeps keys apart per session', async () => {
    const a = await signUp(t.url);
    const b = await signUp(t.url);
    const headers = { 'idempotency-key': 'same-key' };
    const first = await call(t.url, 'POST', '/auth/resend-verification', { token: a.token, headers });
    const second = await call(t.url, 'POST', '/auth/resend-verification', { token: b.token, headers });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
  });

  // A keyed JSON write's handler runs unclaimed; its first write carries the claim (docs/accounts-security.md).
  describe('the claim with the first write', () => {
    it('answers a retry with the stored answer even where the handler would now answer otherwise (the deal is gone)', async () => {
      const owner = await signUp(t.url);
      const deal = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { title: 'Gone deal', type: 'offer' } });
      const headers = { 'idempotency-key': `gone-${owner.username}` };
      const faq = { question: 'Still there?', answer: 'For now.' };
      const first = await call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers });
      expect(first.status).toBe(201);
      expect((await call(t.url, 'DELETE', `/deals/${deal.body.id}`, { token: owner.token })).status).toBe(204);
      const retry = await call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers });
      expect(retry).toMatchObject({ status: 201, body: first.body });
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    });

    it('refuses a key reused on another route with 422, even where that route writes nothing (its deal is missing)', async () => {
      const owner = await signUp(t.url);
      const deal = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { title: 'Key owner', type: 'offer' } });
      const headers = { 'idempotency-key': `elsewhere-${owner.username}` };
      const faq = { question: 'Here?', answer: 'Yes.' };
      expect((await call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers })).status).toBe(201);
      const elsewhere = await call(t.url, 'POST', '/deals/999999999/faq', { token: owner.token, body: faq, headers });
      expect(elsewhere).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
      expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
      // In the caller's language, as every refusal.
      const inFrench = await call(t.url, 'POST', '/deals/999999999/faq', {
        token: owner.token,
        body: faq,
        headers: { ...headers, 'accept-language': 'fr' },
      });
      expect(inFrench.status).toBe(422);
      expect(inFrench.headers.get('content-language')).toBe('fr');
    });

    it('stores the answer of a write that wrote nothing with its key: its retry replays it, even once the deal exists', async () => {
      const owner = await signUp(t.url);
      const headers = { 'idempotency-key': `nothing-${owner.username}` };
      const faq = { question: 'Anyone?', answer: 'No one.' };
      const missing = await call(t.url, 'POST', '/deals/999999998/faq', { token: owner.token, body: faq, headers });
      expect(missing).toMatchObject({ status: 404, body: { code: 'not_found' } });
      expect(missing.headers.get('idempotent-replayed')).toBeNull();
      const retry = await call(t.url, 'POST', '/deals/999999998/faq', { token: owner.token, body: faq, headers });
      expect(retry).toMatchObject({ status: 404, body: missing.body });
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      // The same key on a write that would write: refused, nothing written.
      const deal = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { title: 'Later deal', type: 'offer' } });
      const elsewhere = await call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers });
      expect(elsewhere).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
      expect((await call(t.url, 'GET', `/deals/${deal.body.id}/faq`)).body).toEqual([]);
    });

    it('applies requests sent together with one key once: the others replay it or are told it is in progress', async () => {
      const owner = await signUp(t.url);
      const deal = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { title: 'Raced deal', type: 'offer' } });
      const headers = { 'idempotency-key': `race-${owner.username}` };
      const faq = { question: 'Once?', answer: 'Once.' };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call(t.url, 'POST', `/deals/${deal.body.id}/faq`, { token: owner.token, body: faq, headers })),
      );
      const applied = answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') === null);
      expect(applied).toHaveLength(1);
      for (const answer of answers) {
        if (answer.status === 201) expect(answer.body).toEqual(applied[0]?.body);
        else expect(answer).toMatchObject({ status: 409, body: { code: 'idempotency_in_progress' } });
      }
      expect((await call(t.url, 'GET', `/deals/${deal.body.id}/faq`)).body).toHaveLength(1);
    });

    it('sends the mail of a write once: its replay sends none', async () => {
      const member = await signUp(t.url);
      const mailsTo = () => t.mailer.messages.filter((mail) => mail.to === member.email).length;
      const before = mailsTo();
      const headers = { 'idempotency-key': `mail-${member.username}` };
      const first = await call(t.url, 'POST', '/auth/resend-verification', { token: member.token, headers });
      const retry = await call(t.url, 'POST', '/auth/resend-verification', { token: member.token, headers });
      expect(first.status).toBe(202);
      expect(retry.status).toBe(202);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(mailsTo()).toBe(before + 1);
    });
  });
});
