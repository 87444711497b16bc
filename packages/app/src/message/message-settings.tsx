import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';
import { useSession } from '../session/session.tsx';
import type { ChatAutoMessage } from './types.ts';

export interface AwayMessage {
  away: ChatAutoMessage | null;
  error: string | null;
  busy: boolean;
  set(text: string): Promise<boolean>;
  unset(): Promise<boolean>;
}

/** The member's away message (`chat-auto-message/check`), turned on with a text or off. */
export function useAwayMessage(): AwayMessage {
  const { client } = useSession();
  const { i18n } = useTranslation('message');
  const [away, setAway] = useState<ChatAutoMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void client.chat.autoMessage({ signal: controller.signal }).then((answer) => {
      if (answer.success && !controller.signal.aborted) setAway(answer.data);
    });
    return () => controller.abort();
  }, [client]);

  const set = useCallback(
    async (text: string) => {
      setBusy(true);
      const answer = await client.chat.setAutoMessage(text);
      setBusy(false);
      setError(answer.success ? null : messageOf(answer.error, i18n.t));
      if (answer.success) setAway(answer.data);
      return answer.success;
    },
    [client, i18n],
  );
  const unset = useCallback(async () => {
    setBusy(true);
    const answer = await client.chat.unsetAutoMessage();
    setBusy(false);
    setError(answer.success ? null : messageOf(answer.error, i18n.t));
    if (answer.success) setAway({ enabled: false, text: null });
    return answer.success;
  }, [client, i18n]);

  return { away, error, busy, set, unset };
}

/** SPEC §2: the banner shown while the member's away message is on, with the way to turn it off. */
export function AwayBanner({ away }: { away: AwayMessage }) {
  const { t } = useTranslation('message');
  if (!away.away?.enabled) return null;
  return (
    <div className="notice notice--info away-banner" role="status">
      <span>{t('away.banner', { text: away.away.text ?? '' })}</span>
      <Button type="button" variant="secondary" size="small" disabled={away.busy} onClick={() => void away.unset()}>
        {t('away.turnOff')}
      </Button>
    </div>
  );
}

/** The /message settings panel: the away message (set, change, turn off) and the read-receipts switch. */
export function MessageSettings({ away, onClose }: { away: AwayMessage; onClose: () => void }) {
  const { t, i18n } = useTranslation('message');
  const { client } = useSession();
  const [text, setText] = useState(away.away?.text ?? '');
  const [note, setNote] = useState<string | null>(null);
  const [receipts, setReceipts] = useState<boolean | null>(null);
  const [receiptsError, setReceiptsError] = useState<string | null>(null);
  const on = away.away?.enabled === true;

  useEffect(() => {
    const controller = new AbortController();
    void client.chat.settings({ signal: controller.signal }).then((answer) => {
      if (answer.success && !controller.signal.aborted) setReceipts(answer.data.readReceipts);
    });
    return () => controller.abort();
  }, [client]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    if (await away.set(text.trim())) setNote(t('settings.awaySaved'));
  }

  async function turnOff() {
    if (await away.unset()) {
      setText('');
      setNote(t('settings.awayRemoved'));
    }
  }

  async function switchReceipts(readReceipts: boolean) {
    setReceipts(readReceipts);
    const answer = await client.chat.updateSettings({ readReceipts });
    if (answer.success) {
      setReceipts(answer.data.readReceipts);
      setReceiptsError(null);
    } else {
      setReceipts(!readReceipts);
      setReceiptsError(messageOf(answer.error, i18n.t));
    }
  }

  return (
    <section className={cardClassName('message-settings')} aria-labelledby="message-settings-title" id="message-settings">
      <header className="message-settings__head">
        <h2 id="message-settings-title">{t('settings.title')}</h2>
        <Button type="button" variant="quiet" size="small" onClick={onClose}>
          {t('settings.close')}
        </Button>
      </header>
      <form className="message-settings__away" onSubmit={(event) => void save(event)}>
        <h3>{t('settings.awayTitle')}</h3>
        <p className="field-hint">{t('settings.awayLead')}</p>
        <div className="field">
          <label htmlFor="away-text">{t('settings.awayLabel')}</label>
          <textarea
            id="away-text"
            name="away"
            rows={3}
            maxLength={500}
            value={text}
            aria-invalid={away.error ? true : undefined}
            aria-describedby={away.error ? 'away-error' : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setNote(null);
            }}
          />
          {away.error && (
            <p id="away-error" className="field-error" role="alert">
              {away.error}
            </p>
          )}
        </div>
        <div className="message-settings__actions">
          <Button type="submit" variant="primary" size="small" disabled={away.busy || !text.trim()}>
            {on ? t('settings.awayUpdate') : t('settings.awaySave')}
          </Button>
          {on && (
            <Button type="button" variant="secondary" size="small" disabled={away.busy} onClick={() => void turnOff()}>
              {t('settings.awayOff')}
            </Button>
          )}
        </div>
        {note && (
          <p className="notice notice--success" role="status">
            {note}
          </p>
        )}
      </form>
      <div className="message-settings__receipts">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={receipts ?? true}
            checked={receipts ?? true}
            disabled={receipts === null}
            aria-describedby="receipts-hint"
            onChange={(event) => void switchReceipts(event.target.checked)}
          />
          <span>{t('settings.receiptsLabel')}</span>
        </label>
        <p id="receipts-hint" className="field-hint">
          {t('settings.receiptsHint')}
        </p>
        {receiptsError && (
          <p className="notice notice--danger" role="alert">
            {receiptsError}
          </p>
        )}
      </div>
    </section>
  );
}
