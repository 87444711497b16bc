import { Button, cardClassName } from '@dealgrow/widgets';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * SPEC §8: where the browser blocks notifications, the “Notifications are blocked” dialog (its accessible name), headed
 * “Notifications Blocked”, says how to allow them in the browser's settings. A modal dialog: focus moves in and is
 * kept inside (Tab wraps), Escape or Close shuts it, and focus goes back to what opened it. Needs the `push` strings.
 */
export function BlockedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('push');
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, []);

  function keep(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="push-dialog__backdrop">
      <div
        ref={panel}
        className={cardClassName('push-dialog')}
        role="dialog"
        aria-modal="true"
        aria-label={t('blocked.title')}
        aria-describedby="push-blocked-body"
        onKeyDown={keep}
      >
        <h2 className="push-dialog__heading">{t('blocked.heading')}</h2>
        <p id="push-blocked-body">{t('blocked.body')}</p>
        <ol className="push-dialog__steps">
          <li>{t('blocked.step1')}</li>
          <li>{t('blocked.step2')}</li>
          <li>{t('blocked.step3')}</li>
        </ol>
        <Button type="button" variant="primary" onClick={onClose}>
          {t('blocked.close')}
        </Button>
      </div>
    </div>
  );
}
