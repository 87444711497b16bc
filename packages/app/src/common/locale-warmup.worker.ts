import { buildLocaleFormats } from './locale-warmup.ts';

// Builds the page language's formats once, answers what it built, and ends (locale-warmup.ts).
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const lang = typeof event.data === 'string' ? event.data : 'en';
  self.postMessage(buildLocaleFormats(lang));
  self.close();
});
