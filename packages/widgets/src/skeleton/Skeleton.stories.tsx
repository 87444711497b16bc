import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type StoryTheme, ThemeFrame } from '../testing/theme-frame.tsx';
import { Skeleton } from './Skeleton.tsx';

/** What a page would say while its list loads, in each language (the words are the page's). */
const LOADING: Record<Language, string> = { en: 'Loading…', fr: 'Chargement…', tr: 'Yükleniyor…' };

interface SkeletonStoryArgs {
  lang: Language;
  theme: StoryTheme;
  count: number;
  lines?: number;
}

function SkeletonStory({ lang, theme, count, lines }: SkeletonStoryArgs) {
  return (
    <ThemeFrame theme={theme}>
      <div lang={lang}>
        <Skeleton label={LOADING[lang]} count={count} lines={lines} />
      </div>
    </ThemeFrame>
  );
}

const meta = {
  title: 'Design system/Skeleton',
  component: SkeletonStory,
  args: { lang: 'en', theme: 'light', count: 3 },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    count: { control: { type: 'number', min: 1, max: 6 } },
  },
} satisfies Meta<typeof SkeletonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const of =
  (theme: StoryTheme, count = 3) =>
  (lang: Language): Story => ({ args: { lang, theme, count } });

export const Light: Story = of('light')('en');
export const LightFrench: Story = of('light')('fr');
export const LightTurkish: Story = of('light')('tr');
export const Dark: Story = of('dark')('en');
export const DarkFrench: Story = of('dark')('fr');
export const DarkTurkish: Story = of('dark')('tr');
export const OneCard: Story = of('light', 1)('en');
/** A list's one-line rows (members, companies, conversations): no body lines. */
export const Rows: Story = { args: { lang: 'en', theme: 'light', count: 4, lines: 0 } };
export const RowsDark: Story = { args: { lang: 'en', theme: 'dark', count: 4, lines: 0 } };
