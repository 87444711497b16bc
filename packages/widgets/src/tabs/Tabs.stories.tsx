import type { Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { framed, StoryFrame, type StoryFrameArgs, storyFrameArgTypes } from '../testing/story-frame.tsx';
import { Tabs, tabPanelProps } from './Tabs.tsx';

type Tab = 'connections' | 'received' | 'sent';
const NAMES: readonly Tab[] = ['connections', 'received', 'sent'];

/** The network screen's tabs, in each language. */
const WORDS: Record<Language, Record<Tab | 'label' | 'panel', string>> = {
  en: { label: 'Your network', connections: 'Connections', received: 'Invitations received', sent: 'Invitations sent', panel: 'Shown:' },
  fr: { label: 'Votre réseau', connections: 'Relations', received: 'Invitations reçues', sent: 'Invitations envoyées', panel: 'Affiché :' },
  tr: { label: 'Ağınız', connections: 'Bağlantılar', received: 'Gelen davetler', sent: 'Gönderilen davetler', panel: 'Gösterilen:' },
};

interface TabsStoryArgs extends StoryFrameArgs {
  /** The tab selected at first. */
  selected: Tab;
}

function TabsStory({ lang, theme, selected: first }: TabsStoryArgs) {
  const [selected, setSelected] = useState<Tab>(first);
  const words = WORDS[lang];
  return (
    <StoryFrame lang={lang} theme={theme}>
      <Tabs label={words.label} id="story-tabs" names={NAMES} selected={selected} title={(name) => words[name]} onSelect={setSelected} />
      <div {...tabPanelProps('story-tabs', selected)}>
        <p>
          {words.panel} {words[selected]}
        </p>
      </div>
    </StoryFrame>
  );
}

const meta = {
  title: 'Design system/Tabs',
  component: TabsStory,
  args: { lang: 'en', theme: 'light', selected: 'connections' },
  argTypes: { ...storyFrameArgTypes, selected: { control: 'inline-radio', options: NAMES } },
} satisfies Meta<typeof TabsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = framed('light', 'en', { selected: 'connections' });
export const LightFrench: Story = framed('light', 'fr', { selected: 'connections' });
export const LightTurkish: Story = framed('light', 'tr', { selected: 'connections' });
export const Dark: Story = framed('dark', 'en', { selected: 'connections' });
export const DarkFrench: Story = framed('dark', 'fr', { selected: 'connections' });
export const DarkTurkish: Story = framed('dark', 'tr', { selected: 'connections' });
export const LastSelected: Story = framed('light', 'en', { selected: 'sent' });
export const DarkLastSelected: Story = framed('dark', 'en', { selected: 'sent' });
