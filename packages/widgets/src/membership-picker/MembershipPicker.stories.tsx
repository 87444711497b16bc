import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { DealgrowProvider } from '../provider.tsx';
import { signedInState } from '../testing/fake-client.ts';
import { fakeMembership, fakeMembershipClient } from './fake-memberships.ts';
import { MembershipPicker } from './MembershipPicker.tsx';

type Plan = 'none' | 'networking' | 'business' | 'business-yearly' | 'ending' | 'pending' | 'popular';

/** Story args: the picker's props plus what the fake server answers (no network). */
interface PickerStoryArgs {
  lang: Language;
  kind: 'personal' | 'shop';
  /** The subject's live plan. */
  plan: Plan;
  signedIn: boolean;
  failing?: boolean;
  pending?: boolean;
}

const PENDING = {
  plan: 'networking',
  plan_name: 'Networking',
  interval: 'month',
  amount: 999,
  effective_at: '2026-12-01T00:00:00.000Z',
} as const;

function currentOf(plan: Plan) {
  if (plan === 'none') return null;
  if (plan === 'business-yearly') return fakeMembership('business', { interval: 'year' });
  if (plan === 'ending') return fakeMembership('business', { status: 'cancel-on-period-ends' });
  if (plan === 'pending') return fakeMembership('business', { pending_change: PENDING });
  return fakeMembership(plan);
}

function PickerStory({ lang, kind, plan, signedIn, failing = false, pending = false }: PickerStoryArgs) {
  // A fake SDK client per story (kept across renders): stories never touch the network.
  const client = useMemo(() => fakeMembershipClient({ kind, current: currentOf(plan), failing, pending }), [kind, plan, failing, pending]);
  return (
    <DealgrowProvider client={client} state={signedIn ? signedInState() : createDealgrowState()} lang={lang} appUrl="https://dealgrow.io">
      <MembershipPicker kind={kind} {...(kind === 'shop' ? { company: 3 } : {})} />
    </DealgrowProvider>
  );
}

const meta = {
  title: 'Widgets/MembershipPicker',
  component: PickerStory,
  args: { lang: 'en', kind: 'personal', plan: 'none', signedIn: true },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    kind: { control: 'inline-radio', options: ['personal', 'shop'] },
    plan: { control: 'select', options: ['none', 'networking', 'business', 'business-yearly', 'ending', 'pending', 'popular'] },
  },
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state =
  (args: Partial<PickerStoryArgs>) =>
  (lang: Language): Story => ({ args: { lang, ...args } });
const loading = state({ pending: true });
const error = state({ failing: true });
const signedOut = state({ signedIn: false });
const free = state({ plan: 'none' });
const active = state({ plan: 'networking' });
const yearly = state({ plan: 'business-yearly' });
const ending = state({ plan: 'ending' });
const pendingChange = state({ plan: 'pending' });
const shop = state({ kind: 'shop', plan: 'popular' });

export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
export const LoadError: Story = error('en');
export const LoadErrorFrench: Story = error('fr');
export const LoadErrorTurkish: Story = error('tr');
export const SignedOut: Story = signedOut('en');
export const SignedOutFrench: Story = signedOut('fr');
export const SignedOutTurkish: Story = signedOut('tr');
export const Free: Story = free('en');
export const FreeFrench: Story = free('fr');
export const FreeTurkish: Story = free('tr');
export const ActiveMonthly: Story = active('en');
export const ActiveMonthlyFrench: Story = active('fr');
export const ActiveMonthlyTurkish: Story = active('tr');
export const ActiveYearly: Story = yearly('en');
export const ActiveYearlyFrench: Story = yearly('fr');
export const ActiveYearlyTurkish: Story = yearly('tr');
export const CancelOnPeriodEnds: Story = ending('en');
export const CancelOnPeriodEndsFrench: Story = ending('fr');
export const CancelOnPeriodEndsTurkish: Story = ending('tr');
export const PendingChange: Story = pendingChange('en');
export const PendingChangeFrench: Story = pendingChange('fr');
export const PendingChangeTurkish: Story = pendingChange('tr');
export const ShopForACompany: Story = shop('en');
export const ShopForACompanyFrench: Story = shop('fr');
export const ShopForACompanyTurkish: Story = shop('tr');
