/**
 * The payouts page's strings (`/settings/payouts`), the `payouts` namespace: loaded with the page, never in the first
 * load. `fr` and `tr` have exactly these keys (payouts/payouts-i18n.test.ts).
 */
const payoutsEn = {
  title: 'Payouts and earnings',
  lead: 'Your payout account, the referral earnings you made and the money paid out to your bank.',
  companyTitle: 'Payouts of {{name}}',
  companyLead: 'The company’s payout account, its balance and its payouts.',
  backToMine: 'Back to your own payouts',
  account: {
    title: 'Payout account',
    steps: 'Onboarding steps',
    step: {
      business_type: 'Business type',
      name: 'Account name',
      onboarding: 'Provider onboarding',
      done: 'Ready',
    },
    stepState: {
      done: 'done',
      current: 'current step',
      todo: 'to do',
    },
    notStarted: 'Open a payout account to receive your referral earnings and pay them out to your bank.',
    businessType: 'Business type',
    individual: 'Individual',
    company: 'Company',
    name: 'Name the account is paid under',
    start: 'Continue to onboarding',
    starting: 'Opening…',
    onboarding: 'Your account is open. Finish the onboarding at the payment provider to receive money.',
    continue: 'Continue onboarding',
    returned: 'Welcome back. Your account is not ready yet: finish the onboarding.',
    refresh: 'The onboarding link expired. Continue to get a new one.',
    requirements: 'Still needed: {{list}}',
    enabled: 'Your payout account is ready: earnings are transferred to it and you can pay them out.',
    businessTypeLabel: 'Business type',
    nameLabel: 'Account name',
    dashboard: 'Open the payout dashboard',
    opening: 'Opening…',
  },
  earnings: {
    title: 'Referral earnings',
    lead: 'You earn a deal’s refer price when a lead you referred is accepted.',
    totals: 'Totals',
    empty: 'No referral earnings yet.',
    tableLabel: 'Referral earnings',
    columns: {
      date: 'Date',
      deal: 'Deal',
      amount: 'Amount',
      status: 'Status',
    },
    status: {
      pending: 'Pending',
      available: 'Available',
      paid_out: 'Paid out',
    },
    none: 'None',
  },
  balance: {
    title: 'Balance',
    available: 'Available',
    pending: 'Pending',
    none: 'Nothing yet',
  },
  payouts: {
    title: 'Payouts',
    payOut: 'Pay out',
    paying: 'Paying out…',
    paid_one: 'Payout made.',
    paid_other: '{{count}} payouts made.',
    needsAccount: 'Finish your payout account to pay out.',
    empty: 'No payouts yet.',
    tableLabel: 'Payouts',
    columns: {
      date: 'Date',
      amount: 'Amount',
      status: 'Status',
      arrival: 'Arrives',
    },
    status: {
      pending: 'Pending',
      in_transit: 'In transit',
      paid: 'Paid',
      failed: 'Failed',
      canceled: 'Canceled',
    },
  },
  companies: {
    title: 'Your companies',
    lead: 'Companies you own have their own payout account.',
    open: 'Payouts of {{name}}',
  },
  pager: 'Earnings pages',
};

export type PayoutsTranslation = typeof payoutsEn;
export default payoutsEn;
