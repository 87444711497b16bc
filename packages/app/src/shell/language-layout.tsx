import type { Language } from '@dealgrow/sdk/state';
import { DealgrowProvider } from '@dealgrow/widgets';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import { Layout } from './layout.tsx';

const selectLang = (app: { lang: Language }) => app.lang;

/** The root of one language's pages: puts i18next, the app slice and the document in that language. */
export function LanguageLayout({ lang }: { lang: Language }) {
  const { t, i18n } = useTranslation();
  const { client, state } = useSession();
  const stateLang = useSliceState(state.app, selectLang);

  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  // Logout resets the app slice; the page's language stays the URL's.
  useEffect(() => {
    if (stateLang !== lang) state.app.getState().setLang(lang);
  }, [state, stateLang, lang]);

  const title = t('meta.title');
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = title;
  }, [lang, title]);

  return (
    <DealgrowProvider client={client} state={state} lang={lang} appUrl={window.location.origin}>
      <Layout>
        <Outlet />
      </Layout>
    </DealgrowProvider>
  );
}
