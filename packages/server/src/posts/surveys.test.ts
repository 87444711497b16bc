import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';

describe.each(productionDatabase)('survey votes on %s', (kind) => {
  let t: TestServer;
  let author: TestMember;
  let voter: TestMember;
  let other: TestMember;

  const survey = async (expire: string) => {
    const created = await sendForm(t.url, 'POST', '/post/survey-post', {
      token: author.token,
      fields: { title: 'Which port?', body: 'Tell us', options: ['Izmir', 'Marseille'], expire },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: number; survey: { options: { id: number }[] } };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    [author, voter, other] = [await addMember(t.server.db), await addMember(t.server.db), await addMember(t.server.db)];
  });
  afterAll(async () => t?.close());

  it('hides results until I vote, takes one vote a member, shows them after', async () => {
    const created = await survey('a week');
    const [izmir, marseille] = created.survey.options.map((option) => option.id) as [number, number];
    const before = await as(t.url, voter)('GET', `/post/${created.id}`);
    expect(before.body.survey).toMatchObject({
      closed: false,
      myVote: null,
      totalVotes: null,
      options: [{ votes: null }, { votes: null }],
    });
    expect((await as(t.url, undefined)('GET', `/post/${created.id}`)).body.survey.totalVotes).toBeNull();
    // The author sees how it goes.
    expect((await as(t.url, author)('GET', `/post/${created.id}`)).body.survey).toMatchObject({
      totalVotes: 0,
      options: [{ votes: 0 }, { votes: 0 }],
    });

    const voted = await as(t.url, voter)('POST', `/post/${created.id}/vote`, { option: marseille });
    expect(voted).toMatchObject({
      status: 200,
      body: {
        survey: {
          myVote: marseille,
          totalVotes: 1,
          options: [
            { id: izmir, votes: 0 },
            { id: marseille, votes: 1 },
          ],
        },
      },
    });
    expect(await as(t.url, voter)('POST', `/post/${created.id}/vote`, { option: izmir })).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect((await as(t.url, other)('GET', `/post/${created.id}`)).body.survey.totalVotes).toBeNull();
    expect((await as(t.url, other)('POST', `/post/${created.id}/vote`, { option: izmir })).body.survey.totalVotes).toBe(2);
    expect((await as(t.url, undefined)('POST', `/post/${created.id}/vote`, { option: izmir })).status).toBe(401);
  });

  it('refuses options of another survey, posts that are not surveys and bad input', async () => {
    const first = await survey('a day');
    const second = await survey('a day');
    const foreign = second.survey.options[0]?.id;
    expect(await as(t.url, voter)('POST', `/post/${first.id}/vote`, { option: foreign })).toMatchObject({
      status: 422,
      body: { fields: { option: expect.any(String) } },
    });
    const text = await sendForm(t.url, 'POST', '/post/body-post', { token: author.token, fields: { body: 'Not a survey' } });
    expect((await as(t.url, voter)('POST', `/post/${text.body.id}/vote`, { option: foreign })).status).toBe(422);
    for (const body of [{}, { option: 0 }, { option: 'one' }, { option: 1, extra: true }]) {
      expect((await as(t.url, voter)('POST', `/post/${first.id}/vote`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await as(t.url, voter)('POST', '/post/2000000000/vote', { option: 1 })).status).toBe(404);
  });

  it('an ended survey shows its results to everyone and takes no vote', async () => {
    const ended = await survey('no time at all');
    const seen = await as(t.url, undefined)('GET', `/post/${ended.id}`);
    expect(seen.body.survey).toMatchObject({ closed: true, totalVotes: 0, options: [{ votes: 0 }, { votes: 0 }] });
    expect(await as(t.url, voter)('POST', `/post/${ended.id}/vote`, { option: ended.survey.options[0]?.id })).toMatchObject({
      status: 409,
      body: { code: 'illegal_transition' },
    });
  });
});
