import './push.css';
import { Button, cardClassName } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { BlockedDialog } from './blocked-dialog.tsx';
import { pushStrings } from './push-strings.ts';
import { usePushControl } from './use-push-control.ts';

/** Dismissed for the page's life (no storage key: SPEC §9 names the app's only ones). */
let dismissed = false;

/**
 * The dismissible “Turn on notifications” prompt: shown while this browser has not been asked yet (permission
 * `default`) and is not subscribed. A click asks the permission and subscribes; a refusal opens the blocked dialog.
 * Load it lazily (`lazyScreen(() => import('../push/push-prompt.tsx'), 'PushPrompt')` in a Suspense).
 */
export function PushPrompt() {
  const ready = useAreaStrings('push', pushStrings);
  const control = usePushControl();
  const [hidden, setHidden] = useState(dismissed);
  const { t } = useTranslation('push');
  const askable = typeof Notification !== 'undefined' && Notification.permission === 'default';
  if (!ready) return null;
  if (control.blockedOpen) return <BlockedDialog onClose={control.closeBlocked} />;
  if (hidden || control.state !== 'off' || !askable) return null;
  return (
    <section className={cardClassName('push-prompt')} aria-label={t('prompt.label')}>
      <p>{t('prompt.text')}</p>
      {control.failure && (
        <p className="notice notice--danger" role="alert">
          {control.failure.message ?? t('browser.failedOn')}
        </p>
      )}
      <Button type="button" variant="primary" onClick={() => void control.turnOn()} disabled={control.busy}>
        {control.busy ? t('browser.working') : t('browser.turnOn')}
      </Button>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          dismissed = true;
          setHidden(true);
        }}
      >
        {t('prompt.dismiss')}
      </Button>
    </section>
  );
}
