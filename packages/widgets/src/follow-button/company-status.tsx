import type { Language } from '@dealgrow/sdk/state';
import { translate } from '../i18n/translate.ts';
import { FOLLOW_MESSAGES } from './messages.ts';
import type { CompanyState } from './use-company.ts';

/** Why a company is not shown yet: loading, not found, or an error with "Try again". The follow button and the company card share it. */
export function CompanyStatus({
  lang,
  status,
  retry,
}: {
  lang: Language;
  status: Exclude<CompanyState['status'], 'ready'>;
  retry: () => void;
}) {
  const say = (key: keyof (typeof FOLLOW_MESSAGES)['en']) => translate(FOLLOW_MESSAGES, lang, key);
  return (
    <>
      <p className="dg-status" part="status" role={status === 'error' ? 'alert' : 'status'}>
        {say(status === 'loading' ? 'follow.loading' : status === 'error' ? 'follow.error' : 'follow.notFound')}
      </p>
      {status === 'error' && (
        <button type="button" className="dg-retry" part="retry" onClick={retry}>
          {say('follow.retry')}
        </button>
      )}
    </>
  );
}
