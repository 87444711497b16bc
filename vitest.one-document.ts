import { afterAll, vi } from 'vitest';

/**
 * Most jsdom test files share their worker's document (vitest.config.ts, `inOneDocument`): once a file ends, what its
 * tests may have changed is put back — timers, stubbed globals, storage, cookies, the address and the document — so
 * the next file finds a fresh page. (Each package's test-setup.ts takes its drawn screens down first; vitest itself
 * restores every spy after each file.)
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
});
