/**
 * The demo companies (seed/demo.ts seeds them): here, with companies, because the company routes answer their demo
 * pictures by slug and a feature imports nothing of the seed above it (docs/architecture.md "Layers").
 */
export const DEMO_COMPANIES = [
  { name: 'Northwind Supply', slug: 'northwind-supply', owner: 'ada', membership: 'SHOP' },
  { name: 'Anatolia Textiles', slug: 'anatolia-textiles', owner: 'mehmet', membership: 'SHOP' },
  { name: 'Atelier Lumière', slug: 'atelier-lumiere', owner: 'claire', membership: null },
  { name: 'Brightline Software', slug: 'brightline-software', owner: 'james', membership: 'SHOP' },
] as const;
