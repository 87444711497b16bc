import type {
  ApiResult,
  ConnectedAccount,
  ConnectedAccountBalance,
  ConnectedAccountInput,
  ConnectedAccountLoginLink,
  DealgrowClient,
  PayoutList,
} from '@dealgrow/sdk';

/** The calls of one connected account, the member's own or a company's (docs/payments.md "Routes"). */
export interface AccountApi {
  key: string;
  retrieve(signal: AbortSignal): Promise<ApiResult<ConnectedAccount>>;
  /** Keeps the business type and name, opens the account once both are known, answers the onboarding link. */
  open(input: ConnectedAccountInput): Promise<ApiResult<ConnectedAccount>>;
  loginLink(): Promise<ApiResult<ConnectedAccountLoginLink>>;
  balance(signal: AbortSignal): Promise<ApiResult<ConnectedAccountBalance>>;
  payouts(signal: AbortSignal): Promise<ApiResult<PayoutList>>;
  payOut(idempotencyKey: string): Promise<ApiResult<PayoutList>>;
}

export function memberAccountApi(client: DealgrowClient): AccountApi {
  const payments = client.payments;
  return {
    key: 'me',
    retrieve: (signal) => payments.retrieve({ signal }),
    open: (input) => payments.create(input),
    loginLink: () => payments.loginLink(),
    balance: (signal) => payments.balance({ signal }),
    payouts: (signal) => payments.payouts({ signal }),
    payOut: (idempotencyKey) => payments.payOut({}, { idempotencyKey }),
  };
}

/** A company's account: the stepper keeps what is given (the owner's). */
export function companyAccountApi(client: DealgrowClient, companyId: number): AccountApi {
  const payments = client.payments;
  return {
    key: `company:${companyId}`,
    retrieve: (signal) => payments.retrieveForCompany(companyId, { signal }),
    open: (input) => payments.stepForCompany(companyId, input),
    loginLink: () => payments.loginLinkForCompany(companyId),
    balance: (signal) => payments.balanceForCompany(companyId, { signal }),
    payouts: (signal) => payments.payoutsForCompany(companyId, { signal }),
    payOut: (idempotencyKey) => payments.payOutForCompany(companyId, {}, { idempotencyKey }),
  };
}
