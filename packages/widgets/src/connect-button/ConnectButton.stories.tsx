import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealgrowProvider } from '../provider.tsx';
import { answers, fakeClient, type ProfileAnswer, signedInState } from '../testing/fake-client.ts';
import { ConnectButton } from './ConnectButton.tsx';

/** Story args: the button's own prop plus what the provider would hold on a real page. */
interface ConnectStoryArgs {
  user: string;
  lang: Language;
  /** The fake viewer (Vera, id 50) is signed in. */
  signedIn: boolean;
  answer: ProfileAnswer;
}

function ConnectStory({ user, lang, signedIn, answer }: ConnectStoryArgs) {
  // A fake SDK client per story: stories never touch the network.
  return (
    <DealgrowProvider
      client={fakeClient(signedIn ? answer : { profile: answers.signedOut })}
      state={signedIn ? signedInState() : createDealgrowState()}
      lang={lang}
      appUrl="https://dealgrow.io"
    >
      <ConnectButton user={user} />
    </DealgrowProvider>
  );
}

const meta = {
  title: 'Widgets/ConnectButton',
  component: ConnectStory,
  args: { user: 'ada', lang: 'en', signedIn: true, answer: answers.fromFakes },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    user: { control: 'inline-radio', options: ['ada', 'leo', 'mia', 'sam', 'zoe', 'viewer'] },
    answer: { table: { disable: true } },
  },
} satisfies Meta<typeof ConnectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const of =
  (user: string, extra: Partial<ConnectStoryArgs> = {}) =>
  (lang: Language): Story => ({ args: { user, lang, ...extra } });
const sendRequest = of('ada');
const requestSent = of('leo');
const requestReceived = of('mia');
const connected = of('sam');
const declined = of('zoe');
const signedOut = of('ada', { signedIn: false });
const loading = of('ada', { answer: answers.pending });
const notFound = of('nobody-here');
const failed = of('ada', { answer: answers.unreachable });

export const SendRequest: Story = sendRequest('en');
export const SendRequestFrench: Story = sendRequest('fr');
export const SendRequestTurkish: Story = sendRequest('tr');
export const RequestSent: Story = requestSent('en');
export const RequestSentFrench: Story = requestSent('fr');
export const RequestSentTurkish: Story = requestSent('tr');
export const RequestReceived: Story = requestReceived('en');
export const RequestReceivedFrench: Story = requestReceived('fr');
export const RequestReceivedTurkish: Story = requestReceived('tr');
export const Connected: Story = connected('en');
export const ConnectedFrench: Story = connected('fr');
export const ConnectedTurkish: Story = connected('tr');
export const Declined: Story = declined('en');
export const DeclinedFrench: Story = declined('fr');
export const DeclinedTurkish: Story = declined('tr');
export const SignedOut: Story = signedOut('en');
export const SignedOutFrench: Story = signedOut('fr');
export const SignedOutTurkish: Story = signedOut('tr');
export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
export const NotFound: Story = notFound('en');
export const NotFoundFrench: Story = notFound('fr');
export const NotFoundTurkish: Story = notFound('tr');
export const LoadError: Story = failed('en');
export const LoadErrorFrench: Story = failed('fr');
export const LoadErrorTurkish: Story = failed('tr');
