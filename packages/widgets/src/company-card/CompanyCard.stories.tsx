import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealgrowProvider } from '../provider.tsx';
import {
  type CompanyAnswer,
  type CompanyDealsAnswer,
  companyAnswers,
  companyDealsAnswers,
  fakeClient,
  signedInState,
} from '../testing/fake-client.ts';
import { CompanyCard } from './CompanyCard.tsx';

/** Story args: the card's own props plus what the provider would hold on a real page. */
interface CompanyStoryArgs {
  company: string;
  deals: number;
  lang: Language;
  /** The fake viewer (Vera, id 50) is signed in. */
  signedIn: boolean;
  answer: CompanyAnswer;
  dealsAnswer: CompanyDealsAnswer;
}

function CompanyStory({ company, deals, lang, signedIn, answer, dealsAnswer }: CompanyStoryArgs) {
  // A fake SDK client per story: stories never touch the network.
  return (
    <DealgrowProvider
      client={fakeClient({ company: signedIn ? answer : companyAnswers.signedOut, companyDeals: dealsAnswer })}
      state={signedIn ? signedInState() : createDealgrowState()}
      lang={lang}
      appUrl="https://dealgrow.io"
    >
      <CompanyCard company={company} deals={deals} />
    </DealgrowProvider>
  );
}

const meta = {
  title: 'Widgets/CompanyCard',
  component: CompanyStory,
  args: {
    company: 'northwind-supply',
    deals: 0,
    lang: 'en',
    signedIn: true,
    answer: companyAnswers.fromFakes,
    dealsAnswer: companyDealsAnswers.fromFakes,
  },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    company: { control: 'inline-radio', options: ['northwind-supply', 'atelier-lumiere', 'quiet-studio'] },
    deals: { control: { type: 'number', min: 0, max: 24 } },
    answer: { table: { disable: true } },
    dealsAnswer: { table: { disable: true } },
  },
} satisfies Meta<typeof CompanyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const of =
  (company: string, extra: Partial<CompanyStoryArgs> = {}) =>
  (lang: Language): Story => ({ args: { company, lang, ...extra } });
const ready = of('northwind-supply');
const withDeals = of('northwind-supply', { deals: 3 });
const following = of('atelier-lumiere');
const withoutPicturesOrDeals = of('quiet-studio', { deals: 3 });
const signedOut = of('northwind-supply', { signedIn: false, deals: 3 });
const dealsLoading = of('northwind-supply', { deals: 3, dealsAnswer: companyDealsAnswers.pending });
const dealsError = of('northwind-supply', { deals: 3, dealsAnswer: companyDealsAnswers.unreachable });
const loading = of('northwind-supply', { answer: companyAnswers.pending });
const notFound = of('nobody-here');
const failed = of('northwind-supply', { answer: companyAnswers.unreachable });

export const Ready: Story = ready('en');
export const ReadyFrench: Story = ready('fr');
export const ReadyTurkish: Story = ready('tr');
export const WithDeals: Story = withDeals('en');
export const WithDealsFrench: Story = withDeals('fr');
export const WithDealsTurkish: Story = withDeals('tr');
export const Following: Story = following('en');
export const FollowingFrench: Story = following('fr');
export const FollowingTurkish: Story = following('tr');
export const WithoutPicturesOrDeals: Story = withoutPicturesOrDeals('en');
export const WithoutPicturesOrDealsFrench: Story = withoutPicturesOrDeals('fr');
export const WithoutPicturesOrDealsTurkish: Story = withoutPicturesOrDeals('tr');
export const SignedOut: Story = signedOut('en');
export const SignedOutFrench: Story = signedOut('fr');
export const SignedOutTurkish: Story = signedOut('tr');
export const DealsLoading: Story = dealsLoading('en');
export const DealsLoadingFrench: Story = dealsLoading('fr');
export const DealsLoadingTurkish: Story = dealsLoading('tr');
export const DealsLoadError: Story = dealsError('en');
export const DealsLoadErrorFrench: Story = dealsError('fr');
export const DealsLoadErrorTurkish: Story = dealsError('tr');
export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
export const NotFound: Story = notFound('en');
export const NotFoundFrench: Story = notFound('fr');
export const NotFoundTurkish: Story = notFound('tr');
export const LoadError: Story = failed('en');
export const LoadErrorFrench: Story = failed('fr');
export const LoadErrorTurkish: Story = failed('tr');
