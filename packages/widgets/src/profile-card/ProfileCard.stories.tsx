import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealgrowProvider } from '../provider.tsx';
import { answers, fakeClient, type ProfileAnswer, signedInState } from '../testing/fake-client.ts';
import { ProfileCard } from './ProfileCard.tsx';

/** Story args: the card's own prop plus what the provider would hold on a real page. */
interface CardStoryArgs {
  user: string;
  lang: Language;
  answer: ProfileAnswer;
  /** The fake viewer (Vera, id 50) is signed in: mutual connections, and the connect button acts in place. */
  signedIn?: boolean;
}

function CardStory({ user, lang, answer, signedIn = false }: CardStoryArgs) {
  // A fake SDK client per story: stories never touch the network.
  return (
    <DealgrowProvider
      client={fakeClient(signedIn || answer !== answers.fromFakes ? answer : answers.signedOut)}
      state={signedIn ? signedInState() : createDealgrowState()}
      lang={lang}
      appUrl="https://dealgrow.io"
    >
      <ProfileCard user={user} />
    </DealgrowProvider>
  );
}

const meta = {
  title: 'Widgets/ProfileCard',
  component: CardStory,
  args: { user: 'ada', lang: 'en', answer: answers.fromFakes },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    answer: { table: { disable: true } },
  },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = (lang: Language): Story => ({ args: { lang } });
const withoutJob = (lang: Language): Story => ({ args: { lang, user: 'newcomer' } });
const loading = (lang: Language): Story => ({ args: { lang, answer: answers.pending } });
const notFound = (lang: Language): Story => ({ args: { lang, user: 'nobody-here' } });
const failed = (lang: Language): Story => ({ args: { lang, answer: answers.unreachable } });
const signedIn = (lang: Language): Story => ({ args: { lang, signedIn: true } });
const connection = (lang: Language): Story => ({ args: { lang, user: 'sam', signedIn: true } });
const incoming = (lang: Language): Story => ({ args: { lang, user: 'mia', signedIn: true } });

export const Ready: Story = ready('en');
export const ReadyFrench: Story = ready('fr');
export const ReadyTurkish: Story = ready('tr');
export const WithoutJobOrCompany: Story = withoutJob('en');
export const WithoutJobOrCompanyFrench: Story = withoutJob('fr');
export const WithoutJobOrCompanyTurkish: Story = withoutJob('tr');
export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
export const NotFound: Story = notFound('en');
export const NotFoundFrench: Story = notFound('fr');
export const NotFoundTurkish: Story = notFound('tr');
export const LoadError: Story = failed('en');
export const LoadErrorFrench: Story = failed('fr');
export const LoadErrorTurkish: Story = failed('tr');
export const SignedInWithMutualConnections: Story = signedIn('en');
export const SignedInWithMutualConnectionsFrench: Story = signedIn('fr');
export const SignedInWithMutualConnectionsTurkish: Story = signedIn('tr');
export const YourConnection: Story = connection('en');
export const YourConnectionFrench: Story = connection('fr');
export const YourConnectionTurkish: Story = connection('tr');
export const RequestReceived: Story = incoming('en');
export const RequestReceivedFrench: Story = incoming('fr');
export const RequestReceivedTurkish: Story = incoming('tr');
