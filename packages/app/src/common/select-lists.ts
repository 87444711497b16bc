import type { ApiResult, Currency, DealgrowClient, SelectItem } from '@dealgrow/sdk';
import type { Language } from '@dealgrow/sdk/state';
import { useLoaded } from './use-loaded.ts';

export interface SelectLists {
  industries: SelectItem[];
  categories: SelectItem[];
  currencies: Currency[];
}

/** The select lists a listing form offers (GET /industries, /categories, /currencies), loaded together. */
export function useSelectLists(client: DealgrowClient) {
  return useLoaded<SelectLists>('select-lists', async (signal): Promise<ApiResult<SelectLists>> => {
    const [industries, categories, currencies] = await Promise.all([
      client.general.industries({ signal }),
      client.general.categories({ signal }),
      client.general.currencies({ signal }),
    ]);
    if (!industries.success) return industries;
    if (!categories.success) return categories;
    if (!currencies.success) return currencies;
    return { ...currencies, data: { industries: industries.data, categories: categories.data, currencies: currencies.data } };
  });
}

/** A select-list item's name in the page's language (the lists carry English and French names). */
export function itemName(item: { name: string; name_fr: string }, lang: Language): string {
  return lang === 'fr' ? item.name_fr : item.name;
}
