import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { DealgrowProvider } from '../provider.tsx';
import { signedInState } from '../testing/fake-client.ts';
import { fakeBellClient } from './fake-notifications.ts';
import { NotificationBell } from './NotificationBell.tsx';

/** Story args: the bell's own prop plus what the fake server answers (no network). */
interface BellStoryArgs {
  lang: Language;
  /** The viewer's unread notifications. */
  unread: number;
  /** The fake viewer (Vera, id 50) is signed in. */
  signedIn: boolean;
  /** The server never answers (the loading state). */
  pending?: boolean;
  interval?: number;
}

function BellStory({ lang, unread, signedIn, pending = false, interval }: BellStoryArgs) {
  const client = useMemo(() => fakeBellClient({ unread, signedIn, pending }), [unread, signedIn, pending]);
  return (
    <DealgrowProvider client={client} state={signedIn ? signedInState() : createDealgrowState()} lang={lang} appUrl="https://dealgrow.io">
      <NotificationBell interval={interval} />
    </DealgrowProvider>
  );
}

const meta = {
  title: 'Widgets/NotificationBell',
  component: BellStory,
  args: { lang: 'en', unread: 3, signedIn: true, interval: 60 },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    unread: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof BellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state =
  (args: Partial<BellStoryArgs>) =>
  (lang: Language): Story => ({ args: { lang, ...args } });
const unread = state({ unread: 3 });
const one = state({ unread: 1 });
const none = state({ unread: 0 });
const many = state({ unread: 1_204 });
const signedOut = state({ signedIn: false });
const loading = state({ pending: true });

export const Unread: Story = unread('en');
export const UnreadFrench: Story = unread('fr');
export const UnreadTurkish: Story = unread('tr');
export const OneUnread: Story = one('en');
export const OneUnreadFrench: Story = one('fr');
export const OneUnreadTurkish: Story = one('tr');
export const NoneUnread: Story = none('en');
export const NoneUnreadFrench: Story = none('fr');
export const NoneUnreadTurkish: Story = none('tr');
export const ManyUnread: Story = many('en');
export const ManyUnreadFrench: Story = many('fr');
export const ManyUnreadTurkish: Story = many('tr');
export const SignedOut: Story = signedOut('en');
export const SignedOutFrench: Story = signedOut('fr');
export const SignedOutTurkish: Story = signedOut('tr');
export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
