import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import type { SettingsPagesTranslation } from './locales/settings-pages/en.ts';
import { type AreaStringChunks, useAreaStrings } from './use-area-strings.ts';

afterEach(cleanup);

function Title({ chunks }: { chunks: AreaStringChunks<SettingsPagesTranslation> }) {
  const ready = useAreaStrings('settingsPages', chunks);
  const { t } = useTranslation('settingsPages');
  return <p>{ready ? t('title') : 'loading'}</p>;
}

const chunks: AreaStringChunks<SettingsPagesTranslation> = {
  en: () => import('./locales/settings-pages/en.ts'),
  fr: () => import('./locales/settings-pages/fr.ts'),
  tr: () => import('./locales/settings-pages/tr.ts'),
};

describe('useAreaStrings', () => {
  it("loads an area's strings in the page language, and again when the language changes", async () => {
    const i18n = await createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Title chunks={chunks} />
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('More settings')).toBeInstanceOf(HTMLElement);
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Autres réglages')).toBeInstanceOf(HTMLElement);
  });

  it('asks again for a chunk that failed to download', async () => {
    const i18n = await createI18n('tr');
    let calls = 0;
    const flaky: AreaStringChunks<SettingsPagesTranslation> = {
      ...chunks,
      tr: () => (++calls === 1 ? Promise.reject(new Error('chunk failed')) : import('./locales/settings-pages/tr.ts')),
    };
    render(
      <I18nextProvider i18n={i18n}>
        <Title chunks={flaky} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Diğer ayarlar', {}, { timeout: 3000 })).toBeInstanceOf(HTMLElement);
    expect(calls).toBe(2);
  });
});
