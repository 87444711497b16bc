import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealgrowProvider } from '../provider.tsx';
import { type CompanyAnswer, companyAnswers, fakeClient, signedInState } from '../testing/fake-client.ts';
import { FollowButton } from './FollowButton.tsx';

/** Story args: the button's own prop plus what the provider would hold on a real page. */
interface FollowStoryArgs {
  company: string;
  lang: Language;
  /** The fake viewer (Vera, id 50) is signed in. */
  signedIn: boolean;
  answer: CompanyAnswer;
}

function FollowStory({ company, lang, signedIn, answer }: FollowStoryArgs) {
  // A fake SDK client per story: stories never touch the network.
  return (
    <DealgrowProvider
      client={fakeClient({ company: signedIn ? answer : companyAnswers.signedOut })}
      state={signedIn ? signedInState() : createDealgrowState()}
      lang={lang}
      appUrl="https://dealgrow.io"
    >
      <FollowButton company={company} />
    </DealgrowProvider>
  );
}

const meta = {
  title: 'Widgets/FollowButton',
  component: FollowStory,
  args: { company: 'northwind-supply', lang: 'en', signedIn: true, answer: companyAnswers.fromFakes },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    company: { control: 'inline-radio', options: ['northwind-supply', 'atelier-lumiere', 'quiet-studio'] },
    answer: { table: { disable: true } },
  },
} satisfies Meta<typeof FollowStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const of =
  (company: string, extra: Partial<FollowStoryArgs> = {}) =>
  (lang: Language): Story => ({ args: { company, lang, ...extra } });
const follow = of('northwind-supply');
const following = of('atelier-lumiere');
const noFollowers = of('quiet-studio');
const signedOut = of('northwind-supply', { signedIn: false });
const loading = of('northwind-supply', { answer: companyAnswers.pending });
const notFound = of('nobody-here');
const failed = of('northwind-supply', { answer: companyAnswers.unreachable });

export const Follow: Story = follow('en');
export const FollowFrench: Story = follow('fr');
export const FollowTurkish: Story = follow('tr');
export const Following: Story = following('en');
export const FollowingFrench: Story = following('fr');
export const FollowingTurkish: Story = following('tr');
export const NoFollowers: Story = noFollowers('en');
export const NoFollowersFrench: Story = noFollowers('fr');
export const NoFollowersTurkish: Story = noFollowers('tr');
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
