import './push.css';
import type {
  ApiError,
  EmailFrequency,
  NotificationKind,
  NotificationPreference,
  NotificationPreferences,
  UpdateNotificationPreferencesInput,
} from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useSession } from '../session/session.tsx';
import { BlockedDialog } from './blocked-dialog.tsx';
import { pushStrings } from './push-strings.ts';
import { type PushControl, usePushControl } from './use-push-control.ts';

/**
 * `/settings/notifications` (docs/notifications.md "Preferences", "App"; docs/digests.md): push on or off in this
 * browser (with the blocked dialog of SPEC §8), per kind of notification whether it is told in the app and by push and
 * how often it is e-mailed, and the e-mail switches (all e-mail, the weekly digest). A member page.
 */
export function NotificationSettingsScreen() {
  const ready = useAreaStrings('push', pushStrings);
  if (!ready) return <Loading />;
  return <NotificationSettings />;
}

function NotificationSettings() {
  const { t } = useTranslation('push');
  const control = usePushControl();
  return (
    <div className="container page push-settings">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <BrowserPush control={control} />
      <KindPreferences />
      {control.blockedOpen && <BlockedDialog onClose={control.closeBlocked} />}
    </div>
  );
}

function BrowserPush({ control }: { control: PushControl }) {
  const { t } = useTranslation('push');
  const { t: common } = useTranslation();
  const { state, busy, failure } = control;
  const status = t(`browser.${state}`);
  return (
    <section
      className={cardClassName('push-settings__browser')}
      aria-labelledby="push-browser-title"
      aria-busy={state === 'checking' || busy}
    >
      <h2 id="push-browser-title">{t('browser.title')}</h2>
      <p role="status" data-push-state={state}>
        {status}
      </p>
      {failure && (
        <p className="notice notice--danger" role="alert">
          {failure.message ?? (failure.action === 'on' ? t('browser.failedOn') : t('browser.failedOff'))}
        </p>
      )}
      <div className="push-settings__actions">
        {state === 'on' && (
          <Button type="button" variant="secondary" onClick={() => void control.turnOff()} disabled={busy}>
            {busy ? t('browser.working') : t('browser.turnOff')}
          </Button>
        )}
        {(state === 'off' || state === 'denied') && (
          <Button type="button" variant="primary" onClick={() => void control.turnOn()} disabled={busy}>
            {busy ? t('browser.working') : t('browser.turnOn')}
          </Button>
        )}
        {state === 'denied' && (
          <Button type="button" variant="secondary" onClick={control.showBlocked}>
            {t('browser.howToAllow')}
          </Button>
        )}
        {state === 'checking' && <span className="visually-hidden">{common('common.loading')}</span>}
      </div>
    </section>
  );
}

type Channel = 'inApp' | 'push';
type KindChange = { channel: Channel; value: boolean } | { channel: 'email'; value: EmailFrequency };

const FREQUENCIES: readonly EmailFrequency[] = ['instant', 'daily', 'weekly', 'never'];

function KindPreferences() {
  const { t } = useTranslation('push');
  const { client } = useSession();
  const { state, reload, set } = useLoaded<NotificationPreferences>('preferences', (signal) =>
    client.notifications.preferences({ signal }),
  );
  const [saving, setSaving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ saved: true } | { error: ApiError } | null>(null);

  async function save(key: string, input: UpdateNotificationPreferencesInput) {
    setSaving(key);
    setOutcome(null);
    const answer = await client.notifications.updatePreferences(input);
    setSaving(null);
    if (answer.success) {
      set(answer.data);
      setOutcome({ saved: true });
    } else setOutcome({ error: answer.error });
  }
  const change = (kind: NotificationKind, { channel, value }: KindChange) =>
    void save(`${kind}:${channel}`, { items: [{ kind, [channel]: value }] });

  return (
    <>
      {state.status === 'ready' && (
        <MailSwitches preferences={state.data} saving={saving} onChange={(input, key) => void save(key, input)} />
      )}
      <section className={cardClassName('push-settings__kinds')} aria-labelledby="push-kinds-title">
        <h2 id="push-kinds-title">{t('kinds.title')}</h2>
        <p>{t('kinds.lead')}</p>
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
        {state.status === 'ready' && (
          <table className="push-settings__table">
            <thead>
              <tr>
                <th scope="col">{t('kinds.kind')}</th>
                <th scope="col" id="push-col-inApp" className="push-settings__switch-column">
                  {t('kinds.inApp')}
                </th>
                <th scope="col" id="push-col-push" className="push-settings__switch-column">
                  {t('kinds.push')}
                </th>
                <th scope="col" id="push-col-email">
                  {t('kinds.email')}
                </th>
              </tr>
            </thead>
            <tbody>
              {state.data.items.map((item) => (
                <KindRow key={item.kind} item={item} saving={saving} onChange={change} />
              ))}
            </tbody>
          </table>
        )}
        <Outcome outcome={outcome} />
      </section>
    </>
  );
}

/** All e-mail on or off (off: what "unsubscribe from all" did) and the weekly digest (docs/digests.md). */
function MailSwitches({
  preferences,
  saving,
  onChange,
}: {
  preferences: NotificationPreferences;
  saving: string | null;
  onChange: (input: UpdateNotificationPreferencesInput, key: string) => void;
}) {
  const { t } = useTranslation('push');
  return (
    <section className={cardClassName('push-settings__mail')} aria-labelledby="push-mail-title">
      <h2 id="push-mail-title">{t('mail.title')}</h2>
      <p>{t('mail.lead')}</p>
      <label className="push-settings__switch">
        <input
          type="checkbox"
          checked={preferences.emailEnabled}
          disabled={saving === 'mail:enabled'}
          onChange={(event) => onChange({ emailEnabled: event.target.checked }, 'mail:enabled')}
        />
        <span>{t('mail.enabled')}</span>
      </label>
      <label className="push-settings__switch">
        <input
          type="checkbox"
          checked={preferences.weeklyDigest && preferences.emailEnabled}
          disabled={saving === 'mail:digest' || !preferences.emailEnabled}
          onChange={(event) => onChange({ weeklyDigest: event.target.checked }, 'mail:digest')}
        />
        <span>{t('mail.weeklyDigest')}</span>
      </label>
      {!preferences.emailEnabled && (
        <p className="notice" role="note">
          {t('mail.off')}
        </p>
      )}
    </section>
  );
}

function Outcome({ outcome }: { outcome: { saved: true } | { error: ApiError } | null }) {
  const { t } = useTranslation('push');
  const { t: common } = useTranslation();
  if (!outcome) return <p className="push-settings__outcome" role="status" />;
  if ('error' in outcome)
    return (
      <p className="notice notice--danger" role="alert">
        {messageOf(outcome.error, common)}
      </p>
    );
  return (
    <p className="push-settings__outcome" role="status">
      {t('kinds.saved')}
    </p>
  );
}

function KindRow({
  item,
  saving,
  onChange,
}: {
  item: NotificationPreference;
  saving: string | null;
  onChange: (kind: NotificationKind, change: KindChange) => void;
}) {
  const { t } = useTranslation('push');
  const rowId = `push-kind-${item.kind}`;
  const box = (channel: Channel) => (
    <td>
      <input
        type="checkbox"
        id={`${rowId}-${channel}`}
        aria-labelledby={`${rowId} push-col-${channel}`}
        checked={channel === 'push' ? item.push && item.inApp : item.inApp}
        // Push of a kind turned off in the app would never be sent: shown off and not changeable then.
        disabled={saving === `${item.kind}:${channel}` || (channel === 'push' && !item.inApp)}
        onChange={(event) => onChange(item.kind, { channel, value: event.target.checked })}
      />
    </td>
  );
  const email = (
    <td>
      <select
        id={`${rowId}-email`}
        aria-labelledby={`${rowId} push-col-email`}
        value={item.inApp ? item.email : 'never'}
        // As push: a kind off in the app is never e-mailed (the mail points at the notification).
        disabled={saving === `${item.kind}:email` || !item.inApp}
        onChange={(event) => {
          const value = FREQUENCIES.find((frequency) => frequency === event.target.value);
          if (value) onChange(item.kind, { channel: 'email', value });
        }}
      >
        {FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`frequency.${frequency}`)}
          </option>
        ))}
      </select>
    </td>
  );
  return (
    <tr>
      <th scope="row" id={rowId}>
        {t(`kinds.${item.kind}`)}
      </th>
      {box('inApp')}
      {box('push')}
      {email}
    </tr>
  );
}
