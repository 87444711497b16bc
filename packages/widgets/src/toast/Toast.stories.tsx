import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button.tsx';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
import { Toast, ToastRegion } from './Toast.tsx';

/** The app's confirmations, in each language. */
const WORDS: Record<Language, { posted: string; deleted: string; undo: string; dismiss: string }> = {
  en: { posted: 'Your post is live.', deleted: 'Post deleted.', undo: 'Undo', dismiss: 'Dismiss' },
  fr: { posted: 'Votre publication est en ligne.', deleted: 'Publication supprimée.', undo: 'Annuler', dismiss: 'Fermer' },
  tr: { posted: 'Gönderiniz yayında.', deleted: 'Gönderi silindi.', undo: 'Geri al', dismiss: 'Kapat' },
};

interface ToastStoryArgs extends StoryFrameArgs {
  /** Post deleted, with Undo; else "Your post is live." with its dismiss button. */
  withAction: boolean;
}

/** A toast held on screen (no time limit in a story), in the region at the bottom of the window. */
function ToastStory({ lang, theme, withAction }: ToastStoryArgs) {
  const words = WORDS[lang];
  return (
    <StoryFrame lang={lang} theme={theme}>
      <ToastRegion>
        {withAction ? (
          <Toast duration={null} action={<Button size="small">{words.undo}</Button>}>
            {words.deleted}
          </Toast>
        ) : (
          <Toast duration={null} dismissLabel={words.dismiss}>
            {words.posted}
          </Toast>
        )}
      </ToastRegion>
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastStory,
  args: { lang: 'en', theme: 'light', withAction: false },
  argTypes: storyFrameArgTypes,
} satisfies Meta<typeof ToastStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = framed('light', 'en', { withAction: false });
export const LightFrench: Story = framed('light', 'fr', { withAction: false });
export const LightTurkish: Story = framed('light', 'tr', { withAction: false });
export const Dark: Story = framed('dark', 'en', { withAction: false });
export const DarkFrench: Story = framed('dark', 'fr', { withAction: false });
export const DarkTurkish: Story = framed('dark', 'tr', { withAction: false });
export const WithUndo: Story = framed('light', 'en', { withAction: true });
export const DarkWithUndoFrench: Story = framed('dark', 'fr', { withAction: true });
