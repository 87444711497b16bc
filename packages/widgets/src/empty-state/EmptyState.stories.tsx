import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type StoryTheme, ThemeFrame } from '../testing/theme-frame.tsx';
import { EmptyState } from './EmptyState.tsx';

/** The home feed's empty state as the app words it, in each language (the words are the page's). */
const WORDS: Record<Language, { title: string; action: string }> = {
  en: {
    title: 'Nothing here yet. Post something, or connect with members to see their posts.',
    action: 'Find people you may know',
  },
  fr: {
    title: 'Rien pour l’instant. Publiez quelque chose, ou ajoutez des relations pour voir leurs publications.',
    action: 'Trouver des personnes que vous pourriez connaître',
  },
  tr: {
    title: 'Henüz bir şey yok. Bir şey paylaşın ya da gönderilerini görmek için üyelerle bağlantı kurun.',
    action: 'Tanıyor olabileceğiniz kişileri bulun',
  },
};

interface EmptyStoryArgs {
  lang: Language;
  theme: StoryTheme;
  /** With its next action (a link). */
  withAction: boolean;
}

function EmptyStory({ lang, theme, withAction }: EmptyStoryArgs) {
  const words = WORDS[lang];
  return (
    <ThemeFrame theme={theme}>
      <div lang={lang}>
        <EmptyState
          title={words.title}
          action={
            withAction ? (
              <a href="https://dealgrow.io/network" style={{ color: 'var(--dg-color-primary)' }}>
                {words.action}
              </a>
            ) : undefined
          }
        />
      </div>
    </ThemeFrame>
  );
}

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyStory,
  args: { lang: 'en', theme: 'light', withAction: true },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
} satisfies Meta<typeof EmptyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const of =
  (theme: StoryTheme, withAction = true) =>
  (lang: Language): Story => ({ args: { lang, theme, withAction } });

export const Light: Story = of('light')('en');
export const LightFrench: Story = of('light')('fr');
export const LightTurkish: Story = of('light')('tr');
export const Dark: Story = of('dark')('en');
export const DarkFrench: Story = of('dark')('fr');
export const DarkTurkish: Story = of('dark')('tr');
export const WithoutAction: Story = of('light', false)('en');
