import { type ReactNode, useLayoutEffect } from 'react';

export type StoryTheme = 'light' | 'dark';

/**
 * A story in one theme of the design tokens (tokens.css, loaded by .storybook/preview.ts): `data-theme` on <html>
 * while the story shows, and the theme's page colours around it.
 */
export function ThemeFrame({ theme, children }: { theme: StoryTheme; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    return () => {
      delete root.dataset.theme;
    };
  }, [theme]);
  return (
    <div style={{ background: 'var(--dg-color-background)', color: 'var(--dg-color-text)', padding: '1rem', maxWidth: '36rem' }}>
      {children}
    </div>
  );
}
