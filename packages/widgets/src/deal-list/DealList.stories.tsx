import type { DealListType } from '@dealgrow/sdk';
import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealgrowProvider } from '../provider.tsx';
import { type DealListAnswer, fakeClient, listAnswers } from '../testing/fake-client.ts';
import { DealList } from './DealList.tsx';

/** Story args: the list's own props plus what the provider would hold on a real page. */
interface ListStoryArgs {
  type: DealListType;
  pageSize?: number;
  lang: Language;
  answer: DealListAnswer;
}

function ListStory({ type, pageSize, lang, answer }: ListStoryArgs) {
  // A fake SDK client and a fresh state per story: stories never touch the network nor share a list.
  return (
    <DealgrowProvider client={fakeClient({ dealList: answer })} state={createDealgrowState()} lang={lang} appUrl="https://dealgrow.io">
      <DealList type={type} pageSize={pageSize} />
    </DealgrowProvider>
  );
}

const meta = {
  title: 'Widgets/DealList',
  component: ListStory,
  args: { type: 'offer', lang: 'en', answer: listAnswers.fromFakes },
  argTypes: {
    type: { control: 'inline-radio', options: ['all', 'offer', 'demand'] },
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    answer: { table: { disable: true } },
  },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const offers = (lang: Language): Story => ({ args: { lang } });
const popular = (lang: Language): Story => ({ args: { lang, type: 'all' } });
const perks = (lang: Language): Story => ({ args: { lang, type: 'demand' } });
const paged = (lang: Language): Story => ({ args: { lang, pageSize: 2 } });
const loading = (lang: Language): Story => ({ args: { lang, answer: listAnswers.pending } });
const empty = (lang: Language): Story => ({ args: { lang, answer: listAnswers.empty } });
const failed = (lang: Language): Story => ({ args: { lang, answer: listAnswers.unreachable } });

export const Offers: Story = offers('en');
export const OffersFrench: Story = offers('fr');
export const OffersTurkish: Story = offers('tr');
export const Popular: Story = popular('en');
export const PopularFrench: Story = popular('fr');
export const PopularTurkish: Story = popular('tr');
export const Perks: Story = perks('en');
export const PerksFrench: Story = perks('fr');
export const PerksTurkish: Story = perks('tr');
export const PagedTwoAPage: Story = paged('en');
export const PagedTwoAPageFrench: Story = paged('fr');
export const PagedTwoAPageTurkish: Story = paged('tr');
export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
export const Empty: Story = empty('en');
export const EmptyFrench: Story = empty('fr');
export const EmptyTurkish: Story = empty('tr');
export const LoadError: Story = failed('en');
export const LoadErrorFrench: Story = failed('fr');
export const LoadErrorTurkish: Story = failed('tr');
