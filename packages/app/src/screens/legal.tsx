import { useTranslation } from 'react-i18next';

/** The three legal documents of SPEC §2, each a translation subtree with a title, an introduction and sections. */
export type LegalDocument = 'terms' | 'privacy' | 'cookies';

export function LegalScreen({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const sections = t(`legal.${document}.sections`, { returnObjects: true });
  return (
    <div className="container page page--reading">
      <article className="legal">
        <h1>{t(`legal.${document}.title`)}</h1>
        <p className="lead">{t(`legal.${document}.intro`)}</p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.body}</p>
          </section>
        ))}
        <p className="legal__contact">{t('legal.contact')}</p>
      </article>
    </div>
  );
}
