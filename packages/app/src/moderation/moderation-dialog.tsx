import { Button } from '@dealgrow/widgets';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A moderation reason's length, as the server takes it (`Reason` in packages/server/src/moderation/schemas.ts). */
export const REASON_MAX = 500;

/** What a moderator is about to do to a member's content or to the member, as the dialog asks it. */
export interface ModerationAsk {
  /** What will happen, as a question ("Remove this post?", "Mute Mia Member for 7 days?"). */
  title: string;
  /** What the member concerned sees of it. */
  explanation: string;
  /** The confirm button's words ("Remove", "Mute"). */
  confirm: string;
  /** Drawn in the danger colour: a removal or a ban. */
  danger?: boolean;
  /** Sends the action, with the reason typed (trimmed), if any; the dialog closes once it has answered. */
  act: (reason: string | undefined) => Promise<unknown>;
}

/**
 * The moderation dialog (docs/moderation.md "App"), as the report dialog (trust/report-dialog.tsx): a modal `<dialog>`
 * (the page behind is inert, the focus starts in the reason and goes back to what opened it, Escape closes it) asking
 * to confirm a hide, removal, mute or ban, with an optional reason for the member concerned (at most REASON_MAX
 * characters, counted). Cancel, Escape or closing it sends nothing. The `moderation` strings must be loaded.
 */
export function ModerationDialog({ ask, onClose }: { ask: ModerationAsk; onClose: () => void }) {
  const { t } = useTranslation('moderation');
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClose);
  closed.current = onClose;
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const countId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = element.ownerDocument.activeElement;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else element.setAttribute('open', ''); // jsdom has no showModal()
    element.querySelector('textarea')?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      // Back to the menu button or the button that opened it, unless the page moved the focus on meanwhile.
      const at = element.ownerDocument.activeElement;
      const lost = !at || at === element.ownerDocument.body || element.contains(at);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const close = () => {
    const element = dialog.current;
    if (element?.open && typeof element.close === 'function') element.close();
    else closed.current();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    // Closed here, the same way in every browser; not while the action is on its way.
    event.preventDefault();
    if (!busy) close();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await ask.act(reason.trim() || undefined);
    } finally {
      close();
    }
  }

  return (
    <dialog
      ref={dialog}
      className="moderation-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // The browser's close event comes a task later: a dialog shown again meanwhile (React's strict mode) stays open.
      onClose={() => {
        if (!dialog.current?.open) closed.current();
      }}
      onKeyDown={onKeyDown}
    >
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="moderation-dialog__title">
          {ask.title}
        </h2>
        <p id={textId} className="moderation-dialog__text">
          {ask.explanation}
        </p>
        <div className="moderation-dialog__field">
          <label htmlFor={reasonId}>{t('dialog.reason')}</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            aria-describedby={countId}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={countId} className="moderation-dialog__count">
            {t('dialog.count', { used: reason.length, max: REASON_MAX })}
          </p>
        </div>
        <div className="moderation-dialog__buttons">
          <Button type="submit" variant={ask.danger ? 'danger' : 'primary'} disabled={busy}>
            {ask.confirm}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={close}>
            {t('dialog.cancel')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
