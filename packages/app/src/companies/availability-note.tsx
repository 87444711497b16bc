import { useTranslation } from 'react-i18next';
import type { Availability } from './use-availability.ts';

/** What the live address check says under the field: checking, free (with the page's address), or nothing. */
export function AvailabilityNote({ availability, address }: { availability: Availability; address: string }) {
  const { t } = useTranslation();
  if (availability === 'checking')
    return (
      <span role="status" data-availability="checking">
        {t('companies.availability.checking')}
      </span>
    );
  if (availability === 'available')
    return (
      <span role="status" data-availability="available">
        {t('companies.availability.available', { address })}
      </span>
    );
  return <span data-availability={availability}>{t('companies.availability.hint')}</span>;
}
