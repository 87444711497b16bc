import { buttonClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  return (
    <div className="container page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <Link to={localize('/')} className={buttonClassName('primary')}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
