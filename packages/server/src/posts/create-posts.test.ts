import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { EXE, PDF, PNG, sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';

/** A few bytes an MP4 starts with (an ISO base media `ftyp` box). */
const size = Buffer.alloc(4);
size.writeUInt32BE(24);
const minor = Buffer.alloc(4);
minor.writeUInt32BE(512);
export const MP4 = Buffer.concat([
  size,
  Buffer.from('ftyp'),
  Buffer.from('isom'),
  minor,
  Buffer.from('isommp41'),
  Buffer.alloc(8),
  Buffer.from('mdat'),
  Buffer.alloc(64, 7),
]);

describe.each(productionDatabase)('creating posts on %s', (kind) => {
  let t: TestServer;
  let author: TestMember;
  let friend: TestMember;
  let stranger: TestMember;
  let companyId: number;
  let clubId: number;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const db = t.server.db;
    author = await addMember(db);
    friend = await addMember(db);
    stranger = await addMember(db);
    await befriend(db, author, friend);
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id, membership_type) VALUES ('Posting Co', $1, $2, 'SHOP') RETURNING id`,
      [`posting-co-${author.id}`, author.id],
    );
    companyId = (company as { id: number }).id;
    const [club] = await db.query<{ id: number }>(`INSERT INTO clubs (name, slug, owner_id) VALUES ('Exporters', $1, $2) RETURNING id`, [
      `exporters-${author.id}`,
      author.id,
    ]);
    clubId = (club as { id: number }).id;
    await db.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'owner')`, [clubId, author.id]);
  });
  afterAll(async () => t?.close());

  const post = (
    path: string,
    member: TestMember | undefined,
    fields: Record<string, string | number | boolean | Array<string | number>>,
    files = [] as { field?: string; name: string; data: Buffer }[],
  ) => sendForm(t.url, 'POST', `/post/${path}`, { ...(member ? { token: member.token } : {}), fields, files });

  it('posts text with only a body: public, comments from anyone, hashtags and mentions read', async () => {
    const answer = await post('body-post', author, { body: `Hello #Export and #export2026, meet @[Friend](${friend.username})!` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      kind: 'body',
      authorType: 'user',
      authorId: author.id,
      author: { id: author.id, username: author.username },
      visible: 'public',
      commentPermission: 'anyone',
      hashtags: ['export', 'export2026'],
      mentions: [{ id: friend.id, username: friend.username }],
      likes: 0,
      didLike: false,
      comments: 0,
      canEdit: true,
      deletedAt: null,
      sharedPost: null,
    });
  });

  it('posts images judged by their content; a renamed .exe is refused', async () => {
    const media = await post('media-post', author, { body: 'Our new warehouse' }, [
      { name: 'a.png', data: PNG },
      { name: 'b.png', data: PNG },
    ]);
    expect(media.status, JSON.stringify(media.body)).toBe(201);
    expect(media.body.files).toHaveLength(2);
    expect(media.body.files[0]).toMatchObject({ mime_type: 'image/png' });
    const exe = await post('media-post', author, { body: 'x' }, [{ name: 'photo.png', data: EXE }]);
    expect(exe).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const pdfAsMedia = await post('media-post', author, { body: 'x' }, [{ name: 'scan.png', data: PDF }]);
    expect(pdfAsMedia).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const none = await post('media-post', author, { body: 'x' });
    expect(none).toMatchObject({ status: 400, body: { fields: { files: expect.any(String) } } });
  });

  it('posts a video with its thumbnail, and documents', async () => {
    const video = await post('video-post', author, { title: 'Factory tour', description: 'Walk with us', category: 1, industry: 1 }, [
      { name: 'tour.mp4', data: MP4 },
      { field: 'thumbnail', name: 'thumb.png', data: PNG },
    ]);
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    expect(video.body).toMatchObject({ kind: 'video', title: 'Factory tour', description: 'Walk with us', category_id: 1, industry_id: 1 });
    expect(video.body.files).toEqual([expect.objectContaining({ mime_type: 'video/mp4' })]);
    expect(video.body.thumbnail).toMatchObject({ mime_type: 'image/png' });
    const badThumb = await post('video-post', author, { title: 'x' }, [
      { name: 'tour.mp4', data: MP4 },
      { field: 'thumbnail', name: 'thumb.png', data: EXE },
    ]);
    expect(badThumb.status).toBe(415);
    const imageAsVideo = await post('video-post', author, { title: 'x' }, [{ name: 'tour.mp4', data: PNG }]);
    expect(imageAsVideo.status).toBe(415);

    const documents = await post('document-post', author, { body: 'Our catalogue', title: 'Catalogue 2026' }, [
      { name: 'catalogue.pdf', data: PDF },
    ]);
    expect(documents.status, JSON.stringify(documents.body)).toBe(201);
    expect(documents.body).toMatchObject({
      kind: 'document',
      title: 'Catalogue 2026',
      files: [expect.objectContaining({ mime_type: 'application/pdf' })],
    });
    const exeDocument = await post('document-post', author, { body: 'x' }, [{ name: 'catalogue.pdf', data: EXE }]);
    expect(exeDocument.status).toBe(415);
  });

  it('posts an article, an event and a product with their SPEC §3 fields', async () => {
    const article = await post('article-post', author, {
      title: 'Sourcing in 2026',
      description: 'Long read about #sourcing',
      industry: 1,
      category: 1,
    });
    expect(article.status, JSON.stringify(article.body)).toBe(201);
    expect(article.body).toMatchObject({
      kind: 'article',
      title: 'Sourcing in 2026',
      industry_id: 1,
      category_id: 1,
      hashtags: ['sourcing'],
    });

    const event = await post('event-post', author, {
      title: 'Trade fair',
      description: 'Meet us at booth 4',
      industry_id: 1,
      category_id: 1,
      start_date: '2027-03-01T09:00:00.000Z',
      end_date: '2027-03-03T18:00:00.000Z',
      location: 'Lyon',
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    expect(event.body).toMatchObject({
      kind: 'event',
      start_date: '2027-03-01T09:00:00.000Z',
      end_date: '2027-03-03T18:00:00.000Z',
      location: 'Lyon',
    });
    const backwards = await post('event-post', author, {
      title: 'x',
      start_date: '2027-03-03T09:00:00.000Z',
      end_date: '2027-03-01T09:00:00.000Z',
    });
    expect(backwards).toMatchObject({ status: 422, body: { fields: { end_date: expect.any(String) } } });

    const product = await post(
      'product-post',
      author,
      {
        title: 'Organic cotton',
        price: 12.5,
        currency: 'EUR',
        stock: 300,
        industry_id: 1,
        type: 'physical',
        location: 'Izmir',
        description: 'Bales of 200 kg',
        marketplace: true,
        faqs: JSON.stringify([{ question: 'Minimum order?', answer: 'One bale.' }]),
      },
      [{ name: 'cotton.png', data: PNG }],
    );
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    expect(product.body).toMatchObject({
      kind: 'product',
      price: 12.5,
      currency: 'EUR',
      stock: 300,
      type: 'physical',
      marketplace: true,
      faqs: [{ question: 'Minimum order?', answer: 'One bale.' }],
    });
    const badFaqs = await post('product-post', author, { title: 'x', faqs: '{"not": "a list"}' });
    expect(badFaqs).toMatchObject({ status: 400, body: { fields: { faqs: expect.any(String) } } });
  });

  it('posts a survey that ends as SPEC §5 says', async () => {
    const week = await post('survey-post', author, {
      title: 'Best port?',
      body: 'Vote!',
      options: ['Izmir', 'Marseille', 'Genoa'],
      expire: 'a week',
    });
    expect(week.status, JSON.stringify(week.body)).toBe(201);
    expect(week.body.survey.options.map((option: { label: string }) => option.label)).toEqual(['Izmir', 'Marseille', 'Genoa']);
    const days = (new Date(week.body.survey.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const day = await post('survey-post', author, { title: 'Tomorrow?', options: ['Yes', 'No'], expire: 'a day' });
    expect((new Date(day.body.survey.expiresAt).getTime() - Date.now()) / 86_400_000).toBeCloseTo(1, 1);
    const month = await post('survey-post', author, { title: 'Month?', options: ['Yes', 'No'], expire: 'a month' });
    const monthDays = (new Date(month.body.survey.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(monthDays).toBeGreaterThan(27.9);
    expect(monthDays).toBeLessThan(31.1);
    const now = await post('survey-post', author, { title: 'Now?', options: ['Yes', 'No'], expire: 'whenever' });
    expect(now.body.survey.closed).toBe(true);
    expect(await post('survey-post', author, { title: 'One?', options: ['Only'] })).toMatchObject({ status: 400 });
    expect(await post('survey-post', author, { title: 'Twice?', options: ['Same', 'same'] })).toMatchObject({ status: 422 });
  });

  it('posts as a company I manage or a club I belong to, not as others', async () => {
    const asCompany = await post('body-post', author, { body: 'From the company', shareType: 'company', authorId: companyId });
    expect(asCompany.status, JSON.stringify(asCompany.body)).toBe(201);
    expect(asCompany.body).toMatchObject({
      authorType: 'company',
      company: { id: companyId, name: 'Posting Co' },
      author: { id: author.id },
    });
    const asClub = await post('body-post', author, { body: 'From the club', shareType: 'club', clubId });
    expect(asClub.status, JSON.stringify(asClub.body)).toBe(201);
    expect(asClub.body).toMatchObject({ authorType: 'club', club: { id: clubId, name: 'Exporters' } });
    expect(await post('body-post', friend, { body: 'x', shareType: 'company', authorId: companyId })).toMatchObject({ status: 403 });
    expect(await post('body-post', friend, { body: 'x', shareType: 'club', clubId })).toMatchObject({ status: 403 });
    expect(await post('body-post', friend, { body: 'x', shareType: 'company' })).toMatchObject({ status: 422 });
    expect(await post('body-post', friend, { body: 'x', shareType: 'company', authorId: 2_000_000_000 })).toMatchObject({ status: 404 });
  });

  it('checks each audience: my own list, known members, a club I belong to', async () => {
    const [list] = await t.server.db.query<{ id: number }>(`INSERT INTO friend_lists (owner_id, name) VALUES ($1, 'Mine') RETURNING id`, [
      author.id,
    ]);
    const listId = (list as { id: number }).id;
    expect(await post('body-post', author, { body: 'x', visible: 'list', listId })).toMatchObject({ status: 201, body: { listId } });
    expect(await post('body-post', friend, { body: 'x', visible: 'list', listId })).toMatchObject({ status: 422 });
    expect(await post('body-post', author, { body: 'x', visible: 'list' })).toMatchObject({ status: 422 });
    const specific = await post('body-post', author, { body: 'x', visible: 'specific', userIds: [friend.id, stranger.id] });
    expect(specific).toMatchObject({ status: 201, body: { userIds: [friend.id, stranger.id].sort((a, b) => a - b) } });
    expect(await post('body-post', author, { body: 'x', visible: 'specific', userIds: [2_000_000_000] })).toMatchObject({ status: 422 });
    expect(await post('body-post', author, { body: 'x', visible: 'club', clubId })).toMatchObject({ status: 201, body: { clubId } });
    expect(await post('body-post', stranger, { body: 'x', visible: 'club', clubId })).toMatchObject({ status: 403 });
  });

  it('refuses bad input with 400 and anonymous callers with 401 on every create', async () => {
    const badForms: Record<string, string>[] = [
      {},
      { body: '   ' },
      { body: 'x'.repeat(3001) },
      { body: 'ok', visible: 'everyone' },
      { body: 'ok', commentPermission: 'all' },
      { body: 'ok', extra: '1' },
    ];
    for (const fields of badForms) {
      expect((await post('body-post', author, fields)).status, JSON.stringify(fields)).toBe(400);
    }
    for (const path of ['body', 'media', 'video', 'document', 'article', 'event', 'product', 'survey']) {
      expect((await post(`${path}-post`, undefined, { body: 'x', title: 'x' })).status, path).toBe(401);
    }
    expect((await as(t.url, author)('POST', '/post/body-post', { body: 'json is not a form' })).status).toBe(415);
  });

  it('keeps link_preview_html only sanitized', async () => {
    const html =
      '<div><a href="https://example.org/a" onclick="steal()">Example</a><script>alert(1)</script><img src="javascript:alert(1)"><img src="https://example.org/i.png" onerror="x()"><iframe src="https://evil.example"></iframe><p style="color:red">Text</p></div>';
    const answer = await post('body-post', author, { body: 'See this', link_preview_html: html });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const kept: string = answer.body.link_preview_html;
    expect(kept).toContain('href="https://example.org/a"');
    expect(kept).toContain('rel="noopener noreferrer nofollow"');
    expect(kept).toContain('<img src="https://example.org/i.png" />');
    expect(kept).toContain('<p>Text</p>');
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'iframe', 'style']) expect(kept).not.toContain(bad);
    const onlyBad = await post('body-post', author, { body: 'x', link_preview_html: '<script>alert(1)</script>' });
    expect(onlyBad.body.link_preview_html).toBeNull();
  });
});
