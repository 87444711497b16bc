/**
 * SPEC §9: responsive layouts have 4 breakpoints, as min-widths in px. `app.css` uses the same
 * numbers in its media queries (a test keeps them in step).
 */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 1024, xl: 1200 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
