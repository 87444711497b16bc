import type { Language } from '@dealgrow/sdk/state';
import { translate } from '../i18n/translate.ts';
import { PROFILE_MESSAGES } from './messages.ts';
import type { ProfileState } from './use-profile.ts';

/** Why a member is not shown yet: loading, not found, or an error with "Try again". The card and the connect button share it. */
export function ProfileStatus({
  lang,
  status,
  retry,
}: {
  lang: Language;
  status: Exclude<ProfileState['status'], 'ready'>;
  retry: () => void;
}) {
  const say = (key: keyof (typeof PROFILE_MESSAGES)['en']) => translate(PROFILE_MESSAGES, lang, key);
  return (
    <>
      <p className="dg-status" part="status" role={status === 'error' ? 'alert' : 'status'}>
        {say(status === 'loading' ? 'profile.loading' : status === 'error' ? 'profile.error' : 'profile.notFound')}
      </p>
      {status === 'error' && (
        <button type="button" className="dg-retry" part="retry" onClick={retry}>
          {say('profile.retry')}
        </button>
      )}
    </>
  );
}
