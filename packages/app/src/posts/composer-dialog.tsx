import { Dialog } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Composer } from './composer.tsx';
import type { Post } from './types.ts';

/** The composer in a modal dialog (its own chunk, loaded when the member opens it from the home's box). */
export function ComposerDialog({ onClose, onPosted }: { onClose: () => void; onPosted: (post: Post) => void }) {
  const { t } = useTranslation('home');
  return (
    <Dialog labelledBy="composer-title" closeLabel={t('composer.close')} onClose={onClose} className="composer-dialog">
      <Composer onPosted={onPosted} />
    </Dialog>
  );
}
