import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
import { Button, type ButtonSize, type ButtonVariant } from './Button.tsx';

/** Each variant's words as the app says them, in each language. */
const WORDS: Record<Language, Record<ButtonVariant, string>> = {
  en: { primary: 'Post', secondary: 'Send Request', quiet: 'Load more', tertiary: 'Cancel', danger: 'Delete the company' },
  fr: {
    primary: 'Publier',
    secondary: 'Envoyer une invitation',
    quiet: 'Afficher plus',
    tertiary: 'Annuler',
    danger: 'Supprimer l’entreprise',
  },
  tr: { primary: 'Paylaş', secondary: 'İstek gönder', quiet: 'Daha fazla', tertiary: 'İptal', danger: 'Şirketi sil' },
};
const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'quiet', 'tertiary', 'danger'];

interface ButtonStoryArgs extends StoryFrameArgs {
  size: ButtonSize;
  disabled: boolean;
  busy: boolean;
  /** Each as wide as the frame, one under the other. */
  block?: boolean;
}

/** Every variant side by side, in one size and state. */
function ButtonStory({ lang, theme, size, disabled, busy, block = false }: ButtonStoryArgs) {
  return (
    <StoryFrame lang={lang} theme={theme}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', maxWidth: block ? '20rem' : undefined }}>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} size={size} disabled={disabled} busy={busy} block={block}>
            {WORDS[lang][variant]}
          </Button>
        ))}
      </div>
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/Button',
  component: ButtonStory,
  args: { lang: 'en', theme: 'light', size: 'medium', disabled: false, busy: false },
  argTypes: { ...storyFrameArgTypes, size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof ButtonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const usual = { size: 'medium', disabled: false, busy: false } as const;
export const Light: Story = framed('light', 'en', usual);
export const LightFrench: Story = framed('light', 'fr', usual);
export const LightTurkish: Story = framed('light', 'tr', usual);
export const Dark: Story = framed('dark', 'en', usual);
export const DarkFrench: Story = framed('dark', 'fr', usual);
export const DarkTurkish: Story = framed('dark', 'tr', usual);
export const Small: Story = framed('light', 'en', { ...usual, size: 'small' });
export const Large: Story = framed('light', 'en', { ...usual, size: 'large' });
export const Disabled: Story = framed('light', 'en', { ...usual, disabled: true });
export const DarkDisabled: Story = framed('dark', 'en', { ...usual, disabled: true });
export const Block: Story = framed('light', 'fr', { ...usual, block: true });
export const Busy: Story = framed('light', 'en', { ...usual, busy: true });
export const DarkBusyTurkish: Story = framed('dark', 'tr', { ...usual, busy: true });
