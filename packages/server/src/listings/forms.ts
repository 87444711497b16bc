import { CATEGORIES, CURRENCY_CODES, INDUSTRIES } from '../general/select-lists.ts';
import { badRequest } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';

/** A 400 naming the one field at fault. */
export function badRequestField(field: string, message: Message) {
  return badRequest(message, { [field]: message });
}

const industryIds = new Set(INDUSTRIES.map((item) => item.id));
const categoryIds = new Set(CATEGORIES.map((item) => item.id));

/** The select-list fields of a listing's form. */
export interface SelectionFields {
  industry_id?: number | undefined;
  category_id?: number | undefined;
  currency?: string | undefined;
  buy_currency?: string | undefined;
  sell_currency?: string | undefined;
  refer_currency?: string | undefined;
}

/** Industry, category and currencies of a listing's form must be ones the select lists offer. */
export function checkSelections(form: SelectionFields): void {
  if (form.industry_id !== undefined && !industryIds.has(form.industry_id)) throw badRequestField('industry_id', t('deal.pick_industry'));
  if (form.category_id !== undefined && !categoryIds.has(form.category_id)) throw badRequestField('category_id', t('deal.pick_category'));
  for (const field of ['currency', 'buy_currency', 'sell_currency', 'refer_currency'] as const) {
    const code = form[field];
    if (code !== undefined && !CURRENCY_CODES.has(code)) throw badRequestField(field, t('deal.pick_currency'));
  }
}
