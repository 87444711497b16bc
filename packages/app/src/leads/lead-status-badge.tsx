import type { LeadStatus } from '@dealgrow/sdk';
import { useTranslation } from 'react-i18next';
import { statusBadgeClass } from './lead-status.ts';

/** A lead's status as a badge in its SPEC §9 colour. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return (
    <span className={statusBadgeClass(status)} data-status={status}>
      {t(`leads.status.${status}`)}
    </span>
  );
}
