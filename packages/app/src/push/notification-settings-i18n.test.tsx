import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, openApp } from '../network/test-app.tsx';
import { fakePushBrowser, pushRoutes } from './test-browser.ts';

// Its own file: a page first opened in another language than the file's first page's (the app's route discovery
// and i18n are per test file).
const SLOW = { timeout: 15_000 };
const api = (call: Call) =>
  call.path === '/notifications/preferences'
    ? {
        status: 200,
        body: {
          items: [
            { kind: 'post_liked', inApp: true, push: true, email: 'weekly' },
            { kind: 'chat_message', inApp: true, push: true, email: 'instant' },
          ],
          weeklyDigest: true,
          emailEnabled: true,
        },
      }
    : pushRoutes(call);

describe('/settings/notifications in French and Turkish', () => {
  afterEach(cleanup);

  it('speaks French, the blocked dialog too', async () => {
    const browser = fakePushBrowser('denied');
    await openApp('/fr/settings/notifications', api, { lang: 'fr' });
    const target = await screen.findByRole('button', { name: 'Activer les notifications' }, SLOW);
    await act(async () => {
      fireEvent.click(target);
    });
    const dialog = screen.getByRole('dialog', { name: 'Les notifications sont bloquées' });
    expect(within(dialog).getByRole('heading', { name: 'Notifications bloquées' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'J’aime sur vos publications Push' })).toBeTruthy();
    const email = screen.getByRole('combobox', { name: 'J’aime sur vos publications E-mail' }) as HTMLSelectElement;
    expect(email.selectedOptions[0]?.text).toBe('Chaque semaine');
    expect(screen.getByRole('checkbox', { name: 'M’envoyer des e-mails' })).toBeTruthy();
    browser.restore();
  });

  it('speaks Turkish', async () => {
    await openApp('/tr/settings/notifications', api, { lang: 'tr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bildirimler' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Mesajlar Anlık' }, SLOW)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Mesajlar E-posta' }) as HTMLSelectElement).selectedOptions[0]?.text).toBe('Hemen');
    expect(screen.getByRole('checkbox', { name: /^Haftalık özet/ })).toBeTruthy();
  });
});
