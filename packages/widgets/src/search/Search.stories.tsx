import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { fireEvent, waitFor } from 'storybook/test';
import { DealgrowProvider } from '../provider.tsx';
import { fakeSearchClient } from './fake-search.ts';
import { Search } from './Search.tsx';

/** Story args: the box's own props, what is typed into it, and how the fake server answers (no network). */
interface SearchStoryArgs {
  lang: Language;
  /** Typed into the box, then Enter (the story's play). */
  q?: string;
  server: 'answers' | 'loading' | 'unavailable';
  types?: string;
  limit?: number;
  company?: string;
  placeholder?: string;
}

function SearchStory({ lang, server, types, limit, company, placeholder }: SearchStoryArgs) {
  const client = useMemo(() => fakeSearchClient({ pending: server === 'loading', failing: server === 'unavailable' }), [server]);
  return (
    <DealgrowProvider client={client} state={createDealgrowState()} lang={lang} appUrl="https://dealgrow.io">
      {/* Room under the box for its list of hits. */}
      <div style={{ maxWidth: '32rem', minHeight: '30rem' }}>
        <Search types={types} limit={limit} company={company} placeholder={placeholder} />
      </div>
    </DealgrowProvider>
  );
}

/**
 * Types `q` into the box as a visitor would, then presses Enter (searches at once, without the typing pause): through
 * Storybook's `fireEvent`, which wraps each event in React's `act` as the story's own render is (raw events' updates
 * waited there for the next render that something else started).
 */
async function typeAndSearch(canvas: HTMLElement, q: string): Promise<void> {
  const input = await waitFor(() => {
    const found = canvas.querySelector<HTMLInputElement>('[part="input"]');
    if (!found) throw new Error('the search box has no field');
    return found;
  });
  input.focus();
  fireEvent.input(input, { target: { value: q } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const meta = {
  title: 'Widgets/Search',
  component: SearchStory,
  args: { lang: 'en', server: 'answers', q: 'ada' },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    server: { control: 'inline-radio', options: ['answers', 'loading', 'unavailable'] },
  },
} satisfies Meta<typeof SearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state =
  (args: Partial<SearchStoryArgs>) =>
  (lang: Language): Story => ({
    args: { lang, ...args },
    play: async ({ canvasElement, args: { q } }) => {
      if (q) await typeAndSearch(canvasElement, q);
    },
  });
const results = state({ q: 'ada' });
const manyKinds = state({ q: 'solar' });
const ofACompany = state({ q: 'solar', types: 'members,posts,deals,products', company: 'acme-solar' });
const empty = state({ q: 'zzz' });
const loading = state({ q: 'ada', server: 'loading' });
const unavailable = state({ q: 'ada', server: 'unavailable' });
const closed = state({ q: '', placeholder: undefined });

export const Results: Story = results('en');
export const ResultsFrench: Story = results('fr');
export const ResultsTurkish: Story = results('tr');
export const ManyKinds: Story = manyKinds('en');
export const ManyKindsFrench: Story = manyKinds('fr');
export const ManyKindsTurkish: Story = manyKinds('tr');
export const OfACompany: Story = ofACompany('en');
export const OfACompanyFrench: Story = ofACompany('fr');
export const OfACompanyTurkish: Story = ofACompany('tr');
export const Empty: Story = empty('en');
export const EmptyFrench: Story = empty('fr');
export const EmptyTurkish: Story = empty('tr');
export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
export const Unavailable: Story = unavailable('en');
export const UnavailableFrench: Story = unavailable('fr');
export const UnavailableTurkish: Story = unavailable('tr');
export const Closed: Story = closed('en');
export const ClosedFrench: Story = closed('fr');
export const ClosedTurkish: Story = closed('tr');
