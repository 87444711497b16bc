/** The membership picker's stylesheet, adopted as a constructed sheet (never inline). */
export const membershipPickerCss = `
:host { display: block; }
.dg-mp { font: var(--dg-font-size, 0.9375rem)/1.5 var(--dg-font-family, Poppins, system-ui, sans-serif); color: var(--dg-color-text, #1f2330); }
.dg-mp h2, .dg-mp h3 { font-family: var(--dg-heading-font-family, Inter, system-ui, sans-serif); margin: 0 0 .5rem; }
.dg-mp h2 { font-size: 1.25rem; }
.dg-mp h3 { font-size: 1.0625rem; }
.dg-mp-period { display: inline-flex; flex-wrap: wrap; gap: .25rem; margin: 0 0 1rem; }
.dg-mp button, .dg-mp a.dg-mp-act { font: inherit; padding: .375rem .875rem; border-radius: 2rem; cursor: pointer; border: 1px solid var(--dg-color-primary, #6f42c1); background: var(--dg-color-surface, #fff); color: var(--dg-color-primary, #6f42c1); text-decoration: none; display: inline-block; }
.dg-mp button[aria-pressed=true], .dg-mp .dg-mp-act { background: var(--dg-color-primary, #6f42c1); color: var(--dg-color-on-primary, #fff); }
.dg-mp button:disabled { opacity: .6; cursor: default; }
.dg-mp-plans { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); padding: 0; margin: 0 0 1rem; list-style: none; }
.dg-mp-plan { border: 1px solid var(--dg-color-border, #e3e5ee); border-radius: var(--dg-radius, .75rem); background: var(--dg-color-surface, #fff); box-shadow: var(--dg-shadow, 0 1px 3px rgba(20, 24, 40, .08)); padding: var(--dg-card-padding, 1rem); display: flex; flex-direction: column; gap: .5rem; overflow-wrap: anywhere; }
.dg-mp-plan[data-current] { border: 2px solid var(--dg-color-primary, #6f42c1); }
.dg-mp-plan ul { margin: 0; padding-left: 1.25rem; flex: 1; }
.dg-mp-price { font-size: 1.25rem; font-weight: 600; margin: 0; }
.dg-mp-tag { align-self: flex-start; font-size: .8125rem; font-weight: 600; padding: 0 .5rem; border-radius: 1rem; background: var(--dg-color-primary, #6f42c1); color: var(--dg-color-on-primary, #fff); }
.dg-mp-muted, .dg-mp-status { color: var(--dg-color-muted, #5c6275); margin: 0 0 .5rem; }
.dg-mp-alert { color: var(--dg-color-danger, #b02a37); margin: 0 0 .5rem; }
.dg-mp details { border-top: 1px solid var(--dg-color-border, #e3e5ee); padding: .5rem 0; }
.dg-mp summary { cursor: pointer; font-weight: 600; }
`;
