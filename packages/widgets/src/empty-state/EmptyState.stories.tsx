import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
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

interface EmptyStoryArgs extends StoryFrameArgs {
  /** With its next action (a link). */
  withAction: boolean;
}

function EmptyStory({ lang, theme, withAction }: EmptyStoryArgs) {
  const words = WORDS[lang];
  return (
    <StoryFrame lang={lang} theme={theme}>
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
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyStory,
  args: { lang: 'en', theme: 'light', withAction: true },
  argTypes: storyFrameArgTypes,
} satisfies Meta<typeof EmptyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = framed('light', 'en', { withAction: true });
export const LightFrench: Story = framed('light', 'fr', { withAction: true });
export const LightTurkish: Story = framed('light', 'tr', { withAction: true });
export const Dark: Story = framed('dark', 'en', { withAction: true });
export const DarkFrench: Story = framed('dark', 'fr', { withAction: true });
export const DarkTurkish: Story = framed('dark', 'tr', { withAction: true });
export const WithoutAction: Story = framed('light', 'en', { withAction: false });
