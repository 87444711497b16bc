import type { ResponseData } from '../contract.ts';
import type { Country, Currency, SelectItem } from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import { callsOf } from './calls.ts';

export type { Country, Currency, SelectItem };

/** Select lists, the running version and the server's health. */
export function generalResource(transport: Transport) {
  const { get } = callsOf(transport);
  return {
    health: (options?: CallOptions) => get<ResponseData<'health'>>('/health', options),
    /** SPEC §7 GET /version.json. */
    version: (options?: CallOptions) => get<ResponseData<'version'>>('/version.json', options),
    countries: (options?: CallOptions) => get<Country[]>('/countries', options),
    industries: (options?: CallOptions) => get<SelectItem[]>('/industries', options),
    categories: (options?: CallOptions) => get<SelectItem[]>('/categories', options),
    employmentTypes: (options?: CallOptions) => get<SelectItem[]>('/employment-types', options),
    currencies: (options?: CallOptions) => get<Currency[]>('/currencies', options),
  };
}

export type GeneralResource = ReturnType<typeof generalResource>;
