import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button.tsx';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
import { Card } from './Card.tsx';

/** A profile section's words, in each language. */
const WORDS: Record<Language, { title: string; body: string; footer: string; edit: string }> = {
  en: {
    title: 'About',
    body: 'We build warehouse racking and deliver it across Europe, installed within a week.',
    footer: 'Updated 3 days ago',
    edit: 'Edit',
  },
  fr: {
    title: 'À propos',
    body: 'Nous fabriquons des rayonnages d’entrepôt et les livrons dans toute l’Europe, installés en une semaine.',
    footer: 'Mis à jour il y a 3 jours',
    edit: 'Modifier',
  },
  tr: {
    title: 'Hakkında',
    body: 'Depo rafları üretiyor ve bir hafta içinde kurulu olarak tüm Avrupa’ya teslim ediyoruz.',
    footer: '3 gün önce güncellendi',
    edit: 'Düzenle',
  },
};

interface CardStoryArgs extends StoryFrameArgs {
  withHeader: boolean;
  withFooter: boolean;
}

function CardStory({ lang, theme, withHeader, withFooter }: CardStoryArgs) {
  const words = WORDS[lang];
  return (
    <StoryFrame lang={lang} theme={theme}>
      <Card
        labelledBy={withHeader ? 'card-story-title' : undefined}
        as={withHeader ? 'section' : 'div'}
        header={
          withHeader ? (
            <>
              <h2 id="card-story-title" style={{ flex: 1 }}>
                {words.title}
              </h2>
              <Button size="small">{words.edit}</Button>
            </>
          ) : undefined
        }
        footer={withFooter ? words.footer : undefined}
      >
        <p style={{ margin: 0 }}>{words.body}</p>
      </Card>
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/Card',
  component: CardStory,
  args: { lang: 'en', theme: 'light', withHeader: true, withFooter: true },
  argTypes: storyFrameArgTypes,
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const whole = { withHeader: true, withFooter: true };
export const Light: Story = framed('light', 'en', whole);
export const LightFrench: Story = framed('light', 'fr', whole);
export const LightTurkish: Story = framed('light', 'tr', whole);
export const Dark: Story = framed('dark', 'en', whole);
export const DarkFrench: Story = framed('dark', 'fr', whole);
export const DarkTurkish: Story = framed('dark', 'tr', whole);
export const BodyOnly: Story = framed('light', 'en', { withHeader: false, withFooter: false });
export const DarkBodyOnly: Story = framed('dark', 'en', { withHeader: false, withFooter: false });
