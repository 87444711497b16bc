import { Button, Dialog } from '@dealgrow/widgets';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
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
 * The moderation dialog (docs/moderation.md "App"): the design system's modal `Dialog` (the page behind is inert, the
 * focus starts in the reason, its first stop, and goes back to what opened it; Escape or its close button shuts it)
 * asking to confirm a hide, removal, mute or ban, with an optional reason for the member concerned (at most REASON_MAX
 * characters, counted). Cancel, Escape or closing it sends nothing; while the action is on its way, Escape is held.
 * The `moderation` strings must be loaded.
 */
export function ModerationDialog({ ask, onClose }: { ask: ModerationAsk; onClose: () => void }) {
  const { t } = useTranslation('moderation');
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const countId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  function holdEscape(event: KeyboardEvent<HTMLFormElement>) {
    // The Dialog leaves a key a part inside used: not closed while the action is on its way.
    if (busy && event.key === 'Escape') event.preventDefault();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await ask.act(reason.trim() || undefined);
    } finally {
      onClose();
    }
  }

  return (
    <Dialog labelledBy={titleId} describedBy={textId} closeLabel={t('dialog.close')} onClose={onClose} className="moderation-dialog">
      <form onSubmit={(event) => void submit(event)} onKeyDown={holdEscape}>
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
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
