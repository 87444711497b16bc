export { formatAmount, formatCurrency, formatPrice } from './currency.ts';
