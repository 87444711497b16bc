import type { ApiResult, Post, QuotedPost } from '@dealgrow/sdk';

/** The time stories and tests read relative dates from (`now` prop): posts below are 2 hours to 3 weeks older. */
export const FAKE_NOW = Date.parse('2025-03-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(FAKE_NOW - hours * 3_600_000).toISOString();
const PHOTO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%236f42c1"/%3E%3Ctext x="32" y="41" font-size="26" text-anchor="middle" fill="white" font-family="sans-serif"%3EAL%3C/text%3E%3C/svg%3E';
const ada = {
  id: 1,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Laurent',
  profilePhotoUrl: PHOTO,
  jobTitle: 'Head of Partnerships',
  companyName: 'Northwind Supply',
};

const file = (id: number, name: string, mime: string) => ({
  id,
  name,
  description: null,
  path: `2025/03/${id}-${name}`,
  size: 2048,
  mime_type: mime,
  is_downloadable: true,
  file_order: id,
  is_cover_file: false,
  created_at: hoursAgo(2),
  updated_at: hoursAgo(2),
  deleted_at: null,
});

/** A post as the API answers it: the fields given, the rest at their plain defaults. */
export function fakePost(id: number, fields: Partial<Post> = {}): Post {
  const base: QuotedPost = {
    id,
    kind: 'body',
    authorType: 'user',
    shareType: 'user',
    authorId: ada.id,
    author: ada,
    company: null,
    club: null,
    body: '',
    visible: 'public',
    listId: null,
    clubId: null,
    userIds: [],
    commentPermission: 'anyone',
    location: null,
    title: null,
    description: null,
    industry_id: null,
    category_id: null,
    start_date: null,
    end_date: null,
    price: null,
    currency: null,
    stock: null,
    type: null,
    marketplace: null,
    faqs: [],
    survey: null,
    files: [],
    thumbnail: null,
    hashtags: [],
    mentions: [],
    linkPreview: null,
    link_preview_html: null,
    sharedPostId: null,
    likes: 12,
    didLike: false,
    comments: 3,
    shares: 1,
    views: 140,
    canEdit: false,
    hiddenByPage: false,
    created_at: hoursAgo(2),
    updated_at: hoursAgo(2),
    deletedAt: null,
  };
  return { ...base, sharedPost: null, ...fields };
}

const surveyOptions = (votes: (number | null)[]) =>
  ['Monocrystalline', 'Polycrystalline', 'Thin film'].map((label, index) => ({ id: index + 1, label, votes: votes[index] ?? null }));

/** One post of each kind and state, by story name; ids 301–312. */
export const FAKE_POSTS = {
  body: fakePost(301, {
    body: 'Our new warehouse in Lyon is open! Thanks @[Léo Girard](leo) for the racking.\nMore on https://example.com/lyon #logistics #Lyon',
    hashtags: ['logistics', 'lyon'],
    mentions: [{ id: 11, username: 'leo' }],
  }),
  liked: fakePost(302, { body: 'Liked by the viewer.', didLike: true, likes: 13 }),
  media: fakePost(303, {
    kind: 'media',
    body: 'Two photos from the fair.',
    files: [file(1, 'stand.png', 'image/png'), file(2, 'team.png', 'image/png')],
  }),
  video: fakePost(304, {
    kind: 'video',
    title: 'Installing 40 bays in a day',
    files: [file(3, 'install.mp4', 'video/mp4')],
    thumbnail: file(4, 'thumbnail.png', 'image/png'),
  }),
  document: fakePost(305, {
    kind: 'document',
    title: 'Racking specifications',
    files: [file(5, 'specs.pdf', 'application/pdf')],
  }),
  article: fakePost(306, {
    kind: 'article',
    title: 'Why shared warehouses cut costs',
    description: 'Three lessons from a year of sharing space with two other suppliers.',
    created_at: hoursAgo(24 * 9),
  }),
  event: fakePost(307, {
    kind: 'event',
    title: 'Open house',
    description: 'Come and see the new racking.',
    start_date: '2025-04-02T08:00:00.000Z',
    end_date: '2025-04-02T16:00:00.000Z',
    location: 'Lyon, France',
  }),
  product: fakePost(308, { kind: 'product', title: 'Pallet racking bay', price: 450, currency: 'EUR', stock: 40 }),
  survey: fakePost(309, {
    kind: 'survey',
    title: 'Which panels do you install most?',
    survey: { options: surveyOptions([]), expiresAt: hoursAgo(-48), closed: false, myVote: null, totalVotes: null },
  }),
  surveyResults: fakePost(310, {
    kind: 'survey',
    title: 'Which panels do you install most?',
    survey: { options: surveyOptions([14, 5, 1]), expiresAt: hoursAgo(24 * 3), closed: true, myVote: 1, totalVotes: 20 },
  }),
  linkPreview: fakePost(311, {
    body: 'Worth a read: https://example.com/report',
    linkPreview: {
      url: 'https://example.com/report',
      title: 'Warehousing report 2025',
      description: 'Shared space, lower costs: the figures.',
      image: null,
    },
  }),
  share: fakePost(312, {
    body: 'Great news for the region.',
    sharedPostId: 301,
    sharedPost: fakePost(301, { body: 'Our new warehouse in Lyon is open! #logistics' }),
    company: { id: 1, name: 'Northwind Supply', slug: 'northwind-supply', logo: null },
    authorType: 'company',
    shareType: 'company',
  }),
} as const satisfies Record<string, Post>;

export type PostAnswer = (id: number) => Promise<ApiResult<Post>>;

/** How the fake answers one post: from FAKE_POSTS (404 for any other id), never, or not at all. */
export const postAnswers: Readonly<Record<'fromFakes' | 'pending' | 'unreachable', PostAnswer>> = {
  fromFakes: async (id) => {
    const post = Object.values(FAKE_POSTS).find((candidate) => candidate.id === id);
    return post
      ? { data: post, success: true, status: 200, statusText: 'OK' }
      : {
          data: undefined,
          success: false,
          status: 404,
          statusText: 'Not Found',
          error: { code: 'post_not_found', status: 404, message: 'Post not found.', retryable: false },
        };
  },
  pending: () => new Promise(() => undefined),
  unreachable: async () => ({
    data: undefined,
    success: false,
    status: 0,
    statusText: '',
    error: { code: 'network_error', status: 0, message: 'Could not reach the Dealgrow API. Check your connection.', retryable: true },
  }),
};
