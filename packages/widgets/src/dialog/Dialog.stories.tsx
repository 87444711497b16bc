import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
import { Dialog } from './Dialog.tsx';

/** A confirmation as the app would ask it, in each language. */
const WORDS: Record<Language, { open: string; title: string; body: string; confirm: string; cancel: string; close: string }> = {
  en: {
    open: 'Leave the club',
    title: 'Leave Lyon Founders?',
    body: 'You will no longer see its posts. You can ask to join again later.',
    confirm: 'Leave',
    cancel: 'Stay',
    close: 'Close',
  },
  fr: {
    open: 'Quitter le club',
    title: 'Quitter Lyon Founders ?',
    body: 'Vous ne verrez plus ses publications. Vous pourrez demander à le rejoindre plus tard.',
    confirm: 'Quitter',
    cancel: 'Rester',
    close: 'Fermer',
  },
  tr: {
    open: 'Kulüpten ayrıl',
    title: 'Lyon Founders’tan ayrılmak mı?',
    body: 'Artık gönderilerini görmeyeceksiniz. Daha sonra yeniden katılmak isteyebilirsiniz.',
    confirm: 'Ayrıl',
    cancel: 'Kal',
    close: 'Kapat',
  },
};

interface DialogStoryArgs extends StoryFrameArgs {
  /** Open at first. */
  open: boolean;
}

function DialogStory({ lang, theme, open: first }: DialogStoryArgs) {
  const [open, setOpen] = useState(first);
  const words = WORDS[lang];
  return (
    <StoryFrame lang={lang} theme={theme}>
      <Button variant="danger" part="dialog-opener" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {words.open}
      </Button>
      {open && (
        <Dialog labelledBy="dialog-story-title" closeLabel={words.close} onClose={() => setOpen(false)}>
          <h2 id="dialog-story-title" style={{ marginTop: 0 }}>
            {words.title}
          </h2>
          <p>{words.body}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
            <Button variant="danger" onClick={() => setOpen(false)}>
              {words.confirm}
            </Button>
            <Button variant="tertiary" onClick={() => setOpen(false)}>
              {words.cancel}
            </Button>
          </div>
        </Dialog>
      )}
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: DialogStory,
  args: { lang: 'en', theme: 'light', open: true },
  argTypes: storyFrameArgTypes,
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = framed('light', 'en', { open: true });
export const LightFrench: Story = framed('light', 'fr', { open: true });
export const LightTurkish: Story = framed('light', 'tr', { open: true });
export const Dark: Story = framed('dark', 'en', { open: true });
export const DarkFrench: Story = framed('dark', 'fr', { open: true });
export const DarkTurkish: Story = framed('dark', 'tr', { open: true });
export const Closed: Story = framed('light', 'en', { open: false });
