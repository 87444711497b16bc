/** The membership picker's English strings (the key list: fr and tr must have every key). */
export const en = {
  'mp.title.personal': 'Personal plans',
  'mp.title.shop': 'Shop plans',
  'mp.period': 'Billing period',
  'mp.month': 'Monthly',
  'mp.year': 'Yearly',
  'mp.save': 'Save {percent}%',
  'mp.per.month': '{price} / month',
  'mp.per.year': '{price} / year',
  'mp.current': 'Current plan',
  'mp.free': 'You are on the free plan.',
  'mp.renews': '{plan}: renews on {date}.',
  'mp.ends': '{plan}: ends on {date}.',
  'mp.pending': 'Changes to {plan} ({period}) on {date}.',
  'mp.scheduled': 'Scheduled',
  'mp.act.subscribe': 'Choose',
  'mp.act.upgrade': 'Upgrade',
  'mp.act.downgrade': 'Downgrade',
  'mp.act.year': 'Switch to yearly',
  'mp.act.month': 'Switch to monthly',
  'mp.act.cancel': 'Cancel plan',
  'mp.act.resume': 'Resume plan',
  'mp.act.keep': 'Keep this plan',
  'mp.done.upgraded': 'Your plan is upgraded.',
  'mp.done.interval_changed': 'Your billing period is changed.',
  'mp.done.resumed': 'Your plan is resumed.',
  'mp.done.change_scheduled': 'The change is scheduled for the end of the period.',
  'mp.done.change_unscheduled': 'The scheduled change is dropped.',
  'mp.done.canceled': 'Your plan ends at the end of the period.',
  'mp.faq': 'Questions and answers',
  'mp.error': 'The plans could not be loaded.',
  'mp.retry': 'Try again',
} as const;

export type MembershipMessageKey = keyof typeof en;
/** One language's strings, as a language chunk of the embed hands them to the picker. */
export type MembershipStrings = Readonly<Record<MembershipMessageKey, string>>;
