import { Type } from 'typebox';
import { PageQuery } from '../http/paging.ts';
import { Id, Nullable, Text } from '../http/schema.ts';

/** Earnings a page by default (`GET /users/earnings`). */
export const EARNINGS_PAGE_SIZE = 20;

export const BusinessTypeSchema = Type.Union([Type.Literal('individual'), Type.Literal('company')], {
  description: 'Who receives the money: a person (individual) or a registered business (company).',
});

export const CurrencyCode = Type.String({ pattern: '^[A-Za-z]{3}$', description: 'A three-letter currency code such as EUR.' });

export const CompanyAccountQuery = Type.Object(
  { companyId: Id({ description: 'The company whose connected account this is.' }) },
  { additionalProperties: false },
);

export const AccountStepBody = Type.Object(
  {
    business_type: Type.Optional(BusinessTypeSchema),
    name: Type.Optional(Text({ minLength: 1, maxLength: 120, blank: false, description: 'The name the account is paid under.' })),
  },
  { additionalProperties: false },
);

export const PayoutBody = Type.Object(
  { currency: Type.Optional(CurrencyCode) },
  { additionalProperties: false, description: 'Pay out the available balance of one currency, or of every currency when none is given.' },
);

export const Money = Type.Object(
  {
    amount: Type.Integer({ description: 'In the currency’s minor unit (cents): 1250 EUR is €12.50.' }),
    currency: Type.String({ description: 'ISO 4217, upper case.' }),
  },
  { title: 'Money', additionalProperties: false },
);

export const AccountStep = Type.Union(
  [Type.Literal('business_type'), Type.Literal('name'), Type.Literal('onboarding'), Type.Literal('done')],
  { description: 'The next onboarding step: choose the business type, give the name, finish the provider’s onboarding, or done.' },
);

export const ConnectedAccountState = Type.Object(
  {
    owner_type: Type.Union([Type.Literal('user'), Type.Literal('company')]),
    owner_id: Type.Integer(),
    stripe_account_id: Nullable(Type.String()),
    stripe_account_enabled: Type.Boolean({ description: 'Onboarding finished: the account receives money and pays out.' }),
    stripe_business_type: Nullable(BusinessTypeSchema),
    stripe_account_name: Nullable(Type.String()),
    step: AccountStep,
    onboarding_url: Nullable(Type.String({ description: 'With step onboarding, after a create call: the one-time onboarding page.' })),
    requirements: Type.Array(Type.String(), { description: 'What the provider still needs before the account is enabled.' }),
  },
  { title: 'ConnectedAccount', additionalProperties: false },
);

export const LoginLink = Type.Object({ url: Type.String() }, { title: 'ConnectedAccountLoginLink', additionalProperties: false });

export const AccountBalance = Type.Object(
  {
    available: Type.Array(Money, { description: 'Ready to pay out, per currency.' }),
    pending: Type.Array(Money, { description: 'On its way to available, per currency.' }),
  },
  { title: 'ConnectedAccountBalance', additionalProperties: false },
);

export const PayoutView = Type.Object(
  {
    id: Type.String(),
    status: Type.Union([
      Type.Literal('pending'),
      Type.Literal('in_transit'),
      Type.Literal('paid'),
      Type.Literal('failed'),
      Type.Literal('canceled'),
    ]),
    amount: Type.Integer({ description: 'Minor unit.' }),
    currency: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    arrival_date: Nullable(Type.String({ format: 'date-time' })),
    failure_message: Nullable(Type.String()),
  },
  { title: 'Payout', additionalProperties: false },
);

export const PayoutList = Type.Object({ items: Type.Array(PayoutView) }, { title: 'PayoutList', additionalProperties: false });

export const EarningStatus = Type.Union([Type.Literal('pending'), Type.Literal('available'), Type.Literal('paid_out')]);

export const Earning = Type.Object(
  {
    id: Type.Integer(),
    lead_id: Nullable(Type.Integer()),
    deal: Type.Object({ id: Nullable(Type.Integer()), title: Type.String() }, { additionalProperties: false }),
    amount: Type.Integer({ description: 'Minor unit.' }),
    currency: Type.String(),
    status: EarningStatus,
    created_at: Type.String({ format: 'date-time' }),
    available_at: Nullable(Type.String({ format: 'date-time' })),
    paid_out_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { title: 'Earning', additionalProperties: false },
);

export const EarningsPage = Type.Object(
  {
    items: Type.Array(Earning),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    totals: Type.Object(
      { pending: Type.Array(Money), available: Type.Array(Money), paid_out: Type.Array(Money) },
      { additionalProperties: false, description: 'Every earning of the member summed per status and currency.' },
    ),
  },
  { title: 'EarningsPage', additionalProperties: false },
);

export const EarningsQuery = PageQuery(EARNINGS_PAGE_SIZE);
