import type { Post } from '@dealgrow/sdk';
import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealgrowProvider } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';
import { FAKE_NOW, FAKE_POSTS, type PostAnswer, postAnswers } from './fake-posts.ts';
import { PostCard } from './PostCard.tsx';
import type { PostLinkProps } from './PostText.tsx';

/** Story args: the post (or its id) plus what the provider would hold on a real page. */
interface PostStoryArgs {
  post: Post | number;
  lang: Language;
  answer: PostAnswer;
  /** As the app shows it: its links, its own parts in the slots, actions as buttons (`onAction`). */
  inApp?: boolean;
}

/** What the app adds around the card (packages/app/src/posts/post-item.tsx), in a story's words. */
const IN_APP = {
  label: 'Post by Ada Laurent',
  renderLink: ({ path, children, ...attributes }: PostLinkProps) => (
    <a href={`#${path}`} {...attributes}>
      {children}
    </a>
  ),
  meta: <span>Product · Anyone</span>,
  details: <p>Minimum order? Ten bays.</p>,
  counts: <span>13 likes · 3 comments</span>,
  footer: (
    <p>
      <button type="button">Edit</button> <button type="button">Delete</button>
    </p>
  ),
  onAction: () => undefined,
};

function PostStory({ post, lang, answer, inApp }: PostStoryArgs) {
  // A fake SDK client per story: stories never touch the network; relative times count from a fixed date.
  return (
    <DealgrowProvider client={fakeClient({ post: answer })} state={createDealgrowState()} lang={lang} appUrl="https://dealgrow.io">
      <PostCard post={post} now={FAKE_NOW} {...(inApp ? IN_APP : {})} />
    </DealgrowProvider>
  );
}

const meta = {
  title: 'Widgets/PostCard',
  component: PostStory,
  args: { post: FAKE_POSTS.body, lang: 'en', answer: postAnswers.fromFakes },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    post: { table: { disable: true } },
    answer: { table: { disable: true } },
    inApp: { control: 'boolean' },
  },
} satisfies Meta<typeof PostStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const kind =
  (post: Post) =>
  (lang: Language): Story => ({ args: { lang, post } });
const state =
  (args: Partial<PostStoryArgs>) =>
  (lang: Language): Story => ({ args: { lang, ...args } });

const bodyStory = kind(FAKE_POSTS.body);
const likedStory = kind(FAKE_POSTS.liked);
const mediaStory = kind(FAKE_POSTS.media);
const videoStory = kind(FAKE_POSTS.video);
const documentStory = kind(FAKE_POSTS.document);
const articleStory = kind(FAKE_POSTS.article);
const eventStory = kind(FAKE_POSTS.event);
const productStory = kind(FAKE_POSTS.product);
const surveyStory = kind(FAKE_POSTS.survey);
const surveyResultsStory = kind(FAKE_POSTS.surveyResults);
const linkPreviewStory = kind(FAKE_POSTS.linkPreview);
const shareStory = kind(FAKE_POSTS.share);
const byIdStory = state({ post: 301 });
const loadingStory = state({ post: 301, answer: postAnswers.pending });
const notFoundStory = state({ post: 999 });
const failedStory = state({ post: 301, answer: postAnswers.unreachable });
const inAppStory = state({ post: FAKE_POSTS.product, inApp: true });
const inAppSurveyStory = state({ post: FAKE_POSTS.survey, inApp: true });

export const Body: Story = bodyStory('en');
export const BodyFrench: Story = bodyStory('fr');
export const BodyTurkish: Story = bodyStory('tr');
export const Liked: Story = likedStory('en');
export const LikedFrench: Story = likedStory('fr');
export const LikedTurkish: Story = likedStory('tr');
export const Media: Story = mediaStory('en');
export const MediaFrench: Story = mediaStory('fr');
export const MediaTurkish: Story = mediaStory('tr');
export const Video: Story = videoStory('en');
export const VideoFrench: Story = videoStory('fr');
export const VideoTurkish: Story = videoStory('tr');
export const Document: Story = documentStory('en');
export const DocumentFrench: Story = documentStory('fr');
export const DocumentTurkish: Story = documentStory('tr');
export const Article: Story = articleStory('en');
export const ArticleFrench: Story = articleStory('fr');
export const ArticleTurkish: Story = articleStory('tr');
export const Event: Story = eventStory('en');
export const EventFrench: Story = eventStory('fr');
export const EventTurkish: Story = eventStory('tr');
export const Product: Story = productStory('en');
export const ProductFrench: Story = productStory('fr');
export const ProductTurkish: Story = productStory('tr');
export const SurveyOpen: Story = surveyStory('en');
export const SurveyOpenFrench: Story = surveyStory('fr');
export const SurveyOpenTurkish: Story = surveyStory('tr');
export const SurveyResults: Story = surveyResultsStory('en');
export const SurveyResultsFrench: Story = surveyResultsStory('fr');
export const SurveyResultsTurkish: Story = surveyResultsStory('tr');
export const LinkPreview: Story = linkPreviewStory('en');
export const LinkPreviewFrench: Story = linkPreviewStory('fr');
export const LinkPreviewTurkish: Story = linkPreviewStory('tr');
export const SharedByCompany: Story = shareStory('en');
export const SharedByCompanyFrench: Story = shareStory('fr');
export const SharedByCompanyTurkish: Story = shareStory('tr');
export const LoadedById: Story = byIdStory('en');
export const LoadedByIdFrench: Story = byIdStory('fr');
export const LoadedByIdTurkish: Story = byIdStory('tr');
export const Loading: Story = loadingStory('en');
export const LoadingFrench: Story = loadingStory('fr');
export const LoadingTurkish: Story = loadingStory('tr');
export const NotFound: Story = notFoundStory('en');
export const NotFoundFrench: Story = notFoundStory('fr');
export const NotFoundTurkish: Story = notFoundStory('tr');
export const LoadError: Story = failedStory('en');
export const LoadErrorFrench: Story = failedStory('fr');
export const LoadErrorTurkish: Story = failedStory('tr');
export const InApp: Story = inAppStory('en');
export const InAppFrench: Story = inAppStory('fr');
export const InAppTurkish: Story = inAppStory('tr');
export const InAppSurvey: Story = inAppSurveyStory('en');
export const InAppSurveyFrench: Story = inAppSurveyStory('fr');
export const InAppSurveyTurkish: Story = inAppSurveyStory('tr');
