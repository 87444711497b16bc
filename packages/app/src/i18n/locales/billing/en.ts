/**
 * The billing history page's strings (`/settings/billing`), the `billing` namespace: loaded with the page, never in
 * the first load. `fr` and `tr` have exactly these keys (billing/billing-i18n.test.ts).
 */
const billingEn = {
  title: 'Billing history',
  lead: 'Every change and payment of your plan and of the plans of the companies you own.',
  membershipLink: 'Manage your plan',
  empty: 'No billing activity yet. Your plan changes and payments will show here.',
  tableLabel: 'Billing history',
  columns: {
    date: 'Date',
    action: 'Action',
    plan: 'Plan',
    amount: 'Amount',
    account: 'Account',
  },
  personal: 'You',
  noAmount: '—',
  intervals: {
    month: 'monthly',
    year: 'yearly',
  },
  planWithInterval: '{{plan}}, {{interval}}',
  actions: {
    checkout_started: 'Checkout started',
    subscribed: 'Subscribed',
    upgraded: 'Upgraded',
    interval_changed: 'Billing period changed',
    change_scheduled: 'Change scheduled',
    change_unscheduled: 'Scheduled change dropped',
    canceled: 'Canceled',
    resumed: 'Resumed',
    renewed: 'Renewed',
    downgraded: 'Downgraded',
    expired: 'Expired',
    payment_succeeded: 'Payment succeeded',
    payment_failed: 'Payment failed',
  },
  pager: 'Billing history pages',
};

export type BillingTranslation = typeof billingEn;
export default billingEn;
