import type { Deal } from '@dealgrow/sdk';
import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealgrowProvider } from '../provider.tsx';
import { type DealAnswer, dealAnswers, FAKE_DEALS, fakeClient } from '../testing/fake-client.ts';
import { DealCard } from './DealCard.tsx';

/** Story args: the deal (or its id) plus what the provider would hold on a real page. */
interface CardStoryArgs {
  deal: Deal | number;
  lang: Language;
  answer: DealAnswer;
}

function CardStory({ deal, lang, answer }: CardStoryArgs) {
  // A fake SDK client per story: stories never touch the network.
  return (
    <DealgrowProvider client={fakeClient({ deal: answer })} state={createDealgrowState()} lang={lang} appUrl="https://dealgrow.io">
      <DealCard deal={deal} />
    </DealgrowProvider>
  );
}

const [racking, totes] = FAKE_DEALS as [Deal, Deal];

const meta = {
  title: 'Widgets/DealCard',
  component: CardStory,
  args: { deal: racking, lang: 'en', answer: dealAnswers.fromFakes },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    deal: { table: { disable: true } },
    answer: { table: { disable: true } },
  },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const offer = (lang: Language): Story => ({ args: { lang } });
const demand = (lang: Language): Story => ({ args: { lang, deal: totes } });
const byId = (lang: Language): Story => ({ args: { lang, deal: 103 } });
const loading = (lang: Language): Story => ({ args: { lang, deal: 101, answer: dealAnswers.pending } });
const notFound = (lang: Language): Story => ({ args: { lang, deal: 999 } });
const failed = (lang: Language): Story => ({ args: { lang, deal: 101, answer: dealAnswers.unreachable } });

export const OfferWithCover: Story = offer('en');
export const OfferWithCoverFrench: Story = offer('fr');
export const OfferWithCoverTurkish: Story = offer('tr');
export const DemandWithoutCompany: Story = demand('en');
export const DemandWithoutCompanyFrench: Story = demand('fr');
export const DemandWithoutCompanyTurkish: Story = demand('tr');
export const LoadedById: Story = byId('en');
export const LoadedByIdFrench: Story = byId('fr');
export const LoadedByIdTurkish: Story = byId('tr');
export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
export const NotFound: Story = notFound('en');
export const NotFoundFrench: Story = notFound('fr');
export const NotFoundTurkish: Story = notFound('tr');
export const LoadError: Story = failed('en');
export const LoadErrorFrench: Story = failed('fr');
export const LoadErrorTurkish: Story = failed('tr');
