import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
import { Skeleton } from './Skeleton.tsx';

/** What a page would say while its list loads, in each language (the words are the page's). */
const LOADING: Record<Language, string> = { en: 'Loading…', fr: 'Chargement…', tr: 'Yükleniyor…' };

interface SkeletonStoryArgs extends StoryFrameArgs {
  count: number;
  lines?: number;
}

function SkeletonStory({ lang, theme, count, lines }: SkeletonStoryArgs) {
  return (
    <StoryFrame lang={lang} theme={theme}>
      <Skeleton label={LOADING[lang]} count={count} lines={lines} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/Skeleton',
  component: SkeletonStory,
  args: { lang: 'en', theme: 'light', count: 3 },
  argTypes: { ...storyFrameArgTypes, count: { control: { type: 'number', min: 1, max: 6 } } },
} satisfies Meta<typeof SkeletonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = framed('light', 'en', { count: 3 });
export const LightFrench: Story = framed('light', 'fr', { count: 3 });
export const LightTurkish: Story = framed('light', 'tr', { count: 3 });
export const Dark: Story = framed('dark', 'en', { count: 3 });
export const DarkFrench: Story = framed('dark', 'fr', { count: 3 });
export const DarkTurkish: Story = framed('dark', 'tr', { count: 3 });
export const OneCard: Story = framed('light', 'en', { count: 1 });
/** A list's one-line rows (members, companies, conversations): no body lines. */
export const Rows: Story = framed('light', 'en', { count: 4, lines: 0 });
export const DarkRows: Story = framed('dark', 'en', { count: 4, lines: 0 });
