import './push.css';
import type { ApiError, NotificationKind, NotificationPreference, NotificationPreferences } from '@dealgrow/sdk';
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
 * `/settings/notifications` (docs/notifications.md "Preferences", "App"): push on or off in this browser (with the
 * blocked dialog of SPEC §8), and per kind of notification whether it is told in the app and by push. A member page.
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

function KindPreferences() {
  const { t } = useTranslation('push');
  const { client } = useSession();
  const { state, reload, set } = useLoaded<NotificationPreferences>('preferences', (signal) =>
    client.notifications.preferences({ signal }),
  );
  const [saving, setSaving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ saved: true } | { error: ApiError } | null>(null);

  async function change(kind: NotificationKind, channel: Channel, value: boolean) {
    const key = `${kind}:${channel}`;
    setSaving(key);
    setOutcome(null);
    const answer = await client.notifications.updatePreferences({ items: [{ kind, [channel]: value }] });
    setSaving(null);
    if (answer.success) {
      set(answer.data);
      setOutcome({ saved: true });
    } else setOutcome({ error: answer.error });
  }

  return (
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
              <th scope="col" id="push-col-inApp">
                {t('kinds.inApp')}
              </th>
              <th scope="col" id="push-col-push">
                {t('kinds.push')}
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
  onChange: (kind: NotificationKind, channel: Channel, value: boolean) => void;
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
        onChange={(event) => onChange(item.kind, channel, event.target.checked)}
      />
    </td>
  );
  return (
    <tr>
      <th scope="row" id={rowId}>
        {t(`kinds.${item.kind}`)}
      </th>
      {box('inApp')}
      {box('push')}
    </tr>
  );
}
