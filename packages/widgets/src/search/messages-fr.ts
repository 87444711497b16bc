import type { SearchStrings } from './messages-en.ts';

/** The search box's French strings. */
export const fr: SearchStrings = {
  'search.label': 'Rechercher sur Dealgrow',
  'search.placeholder': 'Personnes, entreprises, offres…',
  'search.results': 'Résultats de la recherche',
  'search.loading': 'Recherche en cours…',
  'search.empty': 'Aucun résultat pour « {q} ».',
  'search.error': 'La recherche n’a pas répondu. Réessayez dans un instant.',
  'search.retry': 'Réessayer',
  'search.count.one': '{count} résultat',
  'search.count.other': '{count} résultats',
  'search.count.more': '{count}+ résultats',
  'search.all': 'Voir tous les résultats pour « {q} »',
  'search.kind.members': 'Personnes',
  'search.kind.companies': 'Entreprises',
  'search.kind.posts': 'Publications',
  'search.kind.deals': 'Offres',
  'search.kind.products': 'Produits',
  'search.kind.clubs': 'Clubs',
};
