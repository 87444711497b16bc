/**
 * The membership pages' strings (`/membership/personal`, `/membership/shop`), the `memberships` namespace: loaded with
 * the pages, never in the first load. `fr` and tr have exactly these keys (memberships/memberships-i18n.test.ts). The
 * plans themselves (names, prices, actions, FAQ) are the membership picker's (@dealgrow/widgets).
 */
const membershipsEn = {
  personalTitle: 'Your membership',
  personalLead:
    'Your plan sets how many deals and products you can list. Upgrades apply at once; downgrades and cancellations at the end of the period.',
  shopTitle: 'Shop membership',
  shopTitleOf: 'Shop membership of {{company}}',
  shopLead: 'A shop plan lets the company post and sell as itself, with more deals and products.',
  billingLink: 'Billing history',
  current: {
    title: 'Current plan',
    free: 'Free plan',
    freeLimits: 'Up to {{deals}} active deals and {{products}} products.',
    limits: 'Active deals: {{deals}} · Products: {{products}}',
    unlimited: 'unlimited',
    price: '{{amount}} per {{interval}}',
    interval: { month: 'month', year: 'year' },
    renews: 'Renews on {{date}}.',
    ends: 'Ends on {{date}}: it will not renew.',
    pending: 'Changes to {{plan}} ({{interval}}) on {{date}}.',
    status: { active: 'Active', 'cancel-on-period-ends': 'Ends at period end' },
  },
  checkout: {
    success: 'Payment received: your plan is active.',
    canceled: 'Checkout canceled: nothing was charged.',
  },
  shop: {
    noCompany: 'Open the shop membership from your company’s page.',
    companiesLink: 'Your companies',
    ownerOnly: 'Only the company’s owner can change its plan.',
  },
};

export type MembershipsTranslation = typeof membershipsEn;
export default membershipsEn;
