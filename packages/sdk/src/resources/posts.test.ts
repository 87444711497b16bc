import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import { createTransport } from '../transport/client.ts';
import { postReadsResource } from './posts.ts';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
/** The start of an MP4 file (an ftyp box), enough for the server's magic-byte check. */
const MP4 = Uint8Array.from([
  ...[0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0],
  ...[0x6d, 0x70, 0x34, 0x32, 0x69, 0x73, 0x6f, 0x6d],
  ...new Array(64).fill(0),
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const png = () => new File([PNG], 'photo.png', { type: 'image/png' });

async function signedIn(url: string): Promise<{ client: DealgrowClient; id: number }> {
  const client = createClient({ baseURL: url, retry: false });
  const session = await client.auth.signUp(newMember());
  if (!session.success) throw new Error(`sign-up failed: ${session.error.message}`);
  client.setToken(session.data.token);
  return { client, id: session.data.user.id };
}

describe('posts through the SDK (every route of the posts resource)', () => {
  let t: TestServer;
  let ada: DealgrowClient;
  let adaId: number;
  let ben: DealgrowClient;
  let anonymous: DealgrowClient;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    ({ client: ada, id: adaId } = await signedIn(t.url));
    ({ client: ben } = await signedIn(t.url));
    anonymous = createClient({ baseURL: t.url, retry: false });
  });
  afterAll(async () => t?.close());

  it('creates each of the eight kinds as multipart, with their files', async () => {
    const body = await ada.posts.createBodyPost({ body: 'Hello #SolarEnergy' });
    expect(body.success, JSON.stringify(body.error)).toBe(true);
    expect(body.data).toMatchObject({ kind: 'body', visible: 'public', commentPermission: 'anyone', hashtags: ['solarenergy'] });

    const media = await ada.posts.createMediaPost({ body: 'Two photos', files: [png(), png()] });
    expect(media.data?.files).toHaveLength(2);
    const video = await ada.posts.createVideoPost({
      title: 'Launch',
      files: [new File([MP4], 'launch.mp4', { type: 'video/mp4' })],
      thumbnail: png(),
    });
    expect(video.success, JSON.stringify(video.error)).toBe(true);
    expect(video.data?.thumbnail).not.toBeNull();
    const document = await ada.posts.createDocumentPost({ title: 'Specs', files: [new File([PDF], 'specs.pdf')] });
    expect(document.data).toMatchObject({ kind: 'document', title: 'Specs' });
    const article = await ada.posts.createArticlePost({ title: 'Why solar', description: 'Because.' });
    expect(article.data).toMatchObject({ kind: 'article', description: 'Because.' });
    const event = await ada.posts.createEventPost({ title: 'Fair', start_date: '2030-05-01T09:00:00.000Z' });
    expect(event.data).toMatchObject({ kind: 'event', start_date: '2030-05-01T09:00:00.000Z' });
    const product = await ada.posts.createProductPost({
      title: 'Inverter',
      price: 900,
      currency: 'EUR',
      faqs: JSON.stringify([{ question: 'Warranty?', answer: '10 years.' }]),
    });
    expect(product.data).toMatchObject({ kind: 'product', price: 900, faqs: [{ question: 'Warranty?', answer: '10 years.' }] });
    const survey = await ada.posts.createSurveyPost({ title: 'Best panel?', options: ['Mono', 'Poly'], expire: 'a week' });
    expect(survey.data?.survey?.options.map((option) => option.label)).toEqual(['Mono', 'Poly']);

    const refused = await anonymous.posts.createBodyPost({ body: 'nope' });
    expect(refused).toMatchObject({ success: false, status: 401 });
  });

  it('reads a post, the feeds and timelines, and walks them with each… iterators', async () => {
    const created = await ada.posts.createBodyPost({ body: 'Feeds #sdkfeed' });
    const id = created.data?.id ?? 0;
    expect((await anonymous.posts.getPost(id)).data?.body).toBe('Feeds #sdkfeed');
    // The embed's slim factory answers the same.
    const reads = postReadsResource(createTransport({ baseURL: t.url, retry: false }));
    expect((await reads.getPost(id)).data?.id).toBe(id);
    expect(await anonymous.posts.getPost(999_999)).toMatchObject({ success: false, status: 404 });

    expect((await ada.posts.homeFeed()).data?.items[0]?.id).toBe(id);
    expect((await anonymous.posts.allPosts()).data?.limit).toBe(5);
    expect((await anonymous.posts.hashtagFeed('SDKFeed')).data?.items.map((post) => post.id)).toEqual([id]);
    expect((await anonymous.posts.postTimeline(adaId)).data?.items[0]?.id).toBe(id);
    expect((await anonymous.posts.userTimeline(adaId, 'articles')).data?.items.every((post) => post.kind === 'article')).toBe(true);
    expect((await anonymous.posts.userLastPost(adaId)).data?.post?.id).toBe(id);
    expect((await anonymous.posts.findPostsByRelationId({ ids: [id, 999_999] })).data?.items.map((post) => post.id)).toEqual([id]);

    const all: number[] = [];
    for await (const post of anonymous.posts.eachAllPosts()) all.push(post.id);
    expect(all.length).toBeGreaterThan(5);
    expect(new Set(all).size).toBe(all.length);
    const home: number[] = [];
    for await (const post of ada.posts.eachHomeFeed({ limit: 3 })) home.push(post.id);
    expect(home).toEqual(all);
    const tagged: number[] = [];
    for await (const post of anonymous.posts.eachHashtagFeed('sdkfeed')) tagged.push(post.id);
    expect(tagged).toEqual([id]);
    let timeline = 0;
    for await (const _ of anonymous.posts.eachUserTimeline(adaId, 'posts', { limit: 4 })) timeline++;
    expect(timeline).toBe(all.length);
    let ofPostTimeline = 0;
    for await (const _ of anonymous.posts.eachPostTimeline(adaId)) ofPostTimeline++;
    expect(ofPostTimeline).toBe(all.length);
  });

  it('searches posts and lists the posts that mention me, with each… iterators', async () => {
    const me = await ben.users.me();
    const username = me.data?.username ?? '';
    const mention = `@[Ben](${username})`;
    const first = (await ada.posts.createBodyPost({ body: `Narwhal sighting for ${mention}` })).data?.id ?? 0;
    const second = (await ada.posts.createArticlePost({ title: 'Narwhal guide', description: `With ${mention}` })).data?.id ?? 0;
    const hidden = (await ada.posts.createBodyPost({ body: `Narwhal secret for ${mention}`, visible: 'hide' })).data?.id ?? 0;
    expect(hidden).toBeGreaterThan(0);

    const found = await anonymous.posts.search('NARWHAL');
    expect(found.data).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(found.data?.items.map((post) => post.id)).toEqual([second, first]);
    expect((await ada.posts.search('narwhal secret')).data?.items.map((post) => post.id)).toEqual([hidden]);
    expect((await anonymous.posts.search('narwhal', { page: 2, limit: 1 })).data?.items.map((post) => post.id)).toEqual([first]);
    expect(await anonymous.posts.search('   ')).toMatchObject({ success: false, status: 400, error: { code: 'validation_failed' } });
    const searched: number[] = [];
    for await (const post of anonymous.posts.eachSearch('narwhal', { limit: 1 })) searched.push(post.id);
    expect(searched).toEqual([second, first]);

    const mentioned = await ben.posts.mentions();
    expect(mentioned.data?.items.map((post) => post.id)).toEqual([second, first]);
    expect((await ben.posts.mentions({ limit: 1, page: 2 })).data).toMatchObject({ total: 2, items: [{ id: first }] });
    expect((await ada.posts.mentions()).data?.total).toBe(0);
    expect(await anonymous.posts.mentions()).toMatchObject({ success: false, status: 401 });
    const walked: number[] = [];
    for await (const post of ben.posts.eachMention({ limit: 1 })) walked.push(post.id);
    expect(walked).toEqual([second, first]);
  });

  it('likes, shares, views, comments, votes, edits, deletes and restores', async () => {
    const id = (await ada.posts.createBodyPost({ body: 'React to me' })).data?.id ?? 0;
    expect((await ben.posts.togglePostLike(id)).data).toEqual({ liked: true, likes: 1 });
    expect((await ben.posts.postLikeState(id)).data).toEqual({ liked: true, likes: 1 });
    const likers: number[] = [];
    for await (const liker of anonymous.posts.eachPostLikes(id)) likers.push(liker.member.id);
    expect(likers).toHaveLength(1);
    expect((await ben.posts.postLikes(id)).data?.total).toBe(1);

    const share = await ben.posts.sharePost(id, { body: 'Worth reading' });
    expect(share.data).toMatchObject({ body: 'Worth reading', sharedPostId: id, sharedPost: { id } });
    expect((await anonymous.posts.postShareCount(id)).data).toEqual({ count: 1 });
    expect((await ben.posts.myQuotedPosts(id)).data?.items.map((post) => post.id)).toEqual([share.data?.id]);
    const quoted: number[] = [];
    for await (const post of ben.posts.eachMyQuotedPosts(id)) quoted.push(post.id);
    expect(quoted).toEqual([share.data?.id]);
    expect((await ben.posts.trackPostView(id)).data?.views).toBe(1);

    const comment = await ben.posts.addPostComment(id, { body: 'Nice' });
    expect(comment.success, JSON.stringify(comment.error)).toBe(true);
    const commentId = comment.data?.id ?? 0;
    const reply = await ada.posts.addPostComment(id, { body: 'Thanks', parentId: commentId });
    expect(reply.data?.parentId).toBe(commentId);
    expect((await ben.posts.editPostComment(id, commentId, { body: 'Very nice' })).data?.body).toBe('Very nice');
    const threads = [];
    for await (const thread of anonymous.posts.eachPostComments(id)) threads.push(thread);
    expect(threads).toMatchObject([{ body: 'Very nice', replies: [{ body: 'Thanks' }], repliesTotal: 1 }]);
    expect((await anonymous.posts.postComments(id)).data?.total).toBe(1);
    expect((await ada.posts.deletePostComment(id, reply.data?.id ?? 0)).status).toBe(204);

    const surveyPost = await ada.posts.createSurveyPost({ title: 'Pick', options: ['A', 'B'], expire: 'a day' });
    const option = surveyPost.data?.survey?.options[1]?.id ?? 0;
    const surveyId = surveyPost.data?.id ?? 0;
    // Results stay hidden from a member until they vote.
    expect((await ben.posts.getPost(surveyId)).data?.survey?.totalVotes).toBeNull();
    const voted = await ben.posts.voteInSurvey(surveyId, { option });
    expect(voted.data?.survey).toMatchObject({ myVote: option, totalVotes: 1 });

    expect((await ada.posts.editPost(id, { body: 'Edited' })).data?.body).toBe('Edited');
    expect(await ben.posts.editPost(id, { body: 'Not mine' })).toMatchObject({ success: false });
    expect((await ada.posts.deletePost(id)).status).toBe(204);
    expect(await anonymous.posts.getPost(id)).toMatchObject({ success: false, status: 404 });
    expect((await ada.posts.restorePost(id)).data?.deletedAt).toBeNull();
    expect((await anonymous.posts.getPost(id)).data?.body).toBe('Edited');

    const activities = [];
    for await (const activity of anonymous.posts.eachUserActivities(adaId)) activities.push(activity.type);
    expect(activities).toContain('posted');
    expect((await anonymous.posts.userActivities(adaId)).success).toBe(true);
  });
});
