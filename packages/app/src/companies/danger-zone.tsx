import type { ApiResult } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../common/error-notice.tsx';
import { messageOf } from '../common/messages.ts';

/**
 * The editor's danger zone (a company's or a club's owner): deletes the record once the owner confirms what goes
 * with it (`confirmation`); a refusal shows here, a success calls `onRemoved` (which navigates away).
 */
export function DangerZone({
  title,
  text,
  button,
  confirmation,
  remove,
  onRemoved,
}: {
  title: string;
  text: string;
  button: string;
  confirmation: string;
  remove: () => Promise<ApiResult<undefined>>;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    if (!window.confirm(confirmation)) return;
    setBusy(true);
    setError(null);
    const answer = await remove();
    setBusy(false);
    if (!answer.success) return setError(messageOf(answer.error, t));
    onRemoved();
  }

  return (
    <section className={cardClassName('danger-zone')} aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">{title}</h2>
      <p>{text}</p>
      <ErrorNotice message={error} />
      <Button variant="danger" disabled={busy} onClick={() => void run()}>
        {button}
      </Button>
    </section>
  );
}
