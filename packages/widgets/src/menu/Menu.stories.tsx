import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
import { Menu, type MenuItem } from './Menu.tsx';

type Action = 'edit' | 'share' | 'report' | 'delete';

/** A post's "More" menu, in each language. */
const WORDS: Record<Language, { label: string } & Record<Action, string>> = {
  en: { label: 'More actions', edit: 'Edit', share: 'Share with a quote', report: 'Report', delete: 'Delete' },
  fr: { label: 'Plus d’actions', edit: 'Modifier', share: 'Partager avec une citation', report: 'Signaler', delete: 'Supprimer' },
  tr: { label: 'Diğer işlemler', edit: 'Düzenle', share: 'Alıntıyla paylaş', report: 'Şikâyet et', delete: 'Sil' },
};

interface MenuStoryArgs extends StoryFrameArgs {
  open: boolean;
  /** Report is not for one's own post: shown, but disabled. */
  withDisabled: boolean;
}

function MenuStory({ lang, theme, open, withDisabled }: MenuStoryArgs) {
  const words = WORDS[lang];
  const items: MenuItem<Action>[] = [
    { id: 'edit', label: words.edit },
    { id: 'share', label: words.share },
    { id: 'report', label: words.report, disabled: withDisabled },
    { id: 'delete', label: words.delete, danger: true },
  ];
  return (
    <StoryFrame lang={lang} theme={theme}>
      {/* Room below the button for the open menu. */}
      <div style={{ minHeight: '16rem' }}>
        <Menu label={words.label} items={items} defaultOpen={open} variant="secondary" onSelect={() => undefined} />
      </div>
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/Menu',
  component: MenuStory,
  args: { lang: 'en', theme: 'light', open: true, withDisabled: false },
  argTypes: storyFrameArgTypes,
} satisfies Meta<typeof MenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = { open: true, withDisabled: false };
export const Light: Story = framed('light', 'en', opened);
export const LightFrench: Story = framed('light', 'fr', opened);
export const LightTurkish: Story = framed('light', 'tr', opened);
export const Dark: Story = framed('dark', 'en', opened);
export const DarkFrench: Story = framed('dark', 'fr', opened);
export const DarkTurkish: Story = framed('dark', 'tr', opened);
export const Closed: Story = framed('light', 'en', { open: false, withDisabled: false });
export const WithDisabledItem: Story = framed('light', 'en', { open: true, withDisabled: true });
export const DarkWithDisabledItem: Story = framed('dark', 'en', { open: true, withDisabled: true });
