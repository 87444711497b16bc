import { buttonClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

/**
 * What a page shows when its screen could not be drawn — most often its code did not arrive (the connection dropped,
 * or a new version of the app replaced the files this tab still asks for). The header and footer stay; reloading
 * fetches the page afresh. Part of the first load: a lazily loaded error screen could fail to arrive the same way.
 */
export function ScreenError() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  return (
    <div className="container page page--narrow not-found" role="alert">
      <h1>{t('screenError.title')}</h1>
      <p className="lead">{t('screenError.body')}</p>
      <div className="not-found__actions">
        <button type="button" className={buttonClassName('primary')} onClick={() => window.location.reload()}>
          {t('screenError.reload')}
        </button>
        <Link to={localize('/')} className={buttonClassName('secondary')}>
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  );
}
