import type { Language } from '@dealgrow/sdk/state';
import { type ReactNode, useLayoutEffect } from 'react';

export type StoryTheme = 'light' | 'dark';

/** The two arguments every design-system story has: the words' language and the tokens' theme. */
export interface StoryFrameArgs {
  lang: Language;
  theme: StoryTheme;
}

/** The controls of `lang` and `theme`, for a story's `argTypes`. */
export const storyFrameArgTypes = {
  lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
  theme: { control: 'inline-radio', options: ['light', 'dark'] },
} as const;

/**
 * A design-system story in one language and one theme of the design tokens (tokens.css, loaded by .storybook/preview.ts):
 * `data-theme` on <html> while the story shows, the theme's page colours around it, and `lang` on the part's box.
 */
export function StoryFrame({ lang, theme, children }: StoryFrameArgs & { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    return () => {
      delete root.dataset.theme;
    };
  }, [theme]);
  return (
    <div
      lang={lang}
      style={{ background: 'var(--dg-color-background)', color: 'var(--dg-color-text)', padding: '1rem', maxWidth: '36rem' }}
    >
      {children}
    </div>
  );
}

/**
 * One state of a part as a story, in a theme and a language: `framed('dark', 'fr', { count: 1 })`. The six usual
 * stories of a part are Light, LightFrench, LightTurkish, Dark, DarkFrench and DarkTurkish (`design-system-<part>--…`).
 */
export function framed<Args extends StoryFrameArgs>(
  theme: StoryTheme,
  lang: Language,
  args: Omit<Args, keyof StoryFrameArgs>,
): { args: Args } {
  return { args: { ...args, lang, theme } as Args };
}
