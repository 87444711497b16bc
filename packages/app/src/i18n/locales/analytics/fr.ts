import type { AnalyticsTranslation } from './en.ts';

/** Les textes des statistiques d’une page en français (espace de noms `analytics`). */
const analyticsFr: AnalyticsTranslation = {
  title: 'Statistiques de la page',
  lead: 'Seuls les responsables de cette page voient ces chiffres. Les jours sont comptés en UTC.',
  loading: 'Chargement des chiffres…',
  failed: 'Les chiffres n’ont pas pu être chargés.',
  retry: 'Réessayer',
  rangeLabel: 'Période',
  range_one: '{{count}} jour',
  range_other: '{{count}} jours',
  download: 'Télécharger en CSV',
  previous: 'période précédente : {{value}}',
  change: {
    up: '+{{value}} par rapport à la période précédente',
    down: '−{{value}} par rapport à la période précédente',
    same: 'comme la période précédente',
  },
  audienceNow: {
    company: 'Abonnés aujourd’hui',
    club: 'Membres aujourd’hui',
  },
  metrics: {
    new: 'Nouveaux',
    lost: 'Perdus',
    net: 'Solde',
    posts: 'Publications',
    impressions: 'Vues des publications',
    likes: 'J’aime',
    comments: 'Commentaires',
    shares: 'Partages',
    page_views: 'Vues de la page',
    deal_views: 'Vues des offres',
    product_views: 'Vues des produits',
    showroom_visits: 'Visites du showroom',
    leads: 'Leads ouverts',
  },
  growth: {
    company: 'Abonnés au fil du temps',
    club: 'Membres au fil du temps',
    chart: '{{name}}, du {{from}} au {{to}} : de {{first}} à {{last}}.',
    audience: 'En fin de journée',
  },
  posts: {
    title: 'Vues des publications par jour',
    chart: 'Vues des publications par jour du {{from}} au {{to}} : {{total}} en tout, au plus {{max}} en un jour.',
  },
  table: {
    day: 'Jour',
    caption: 'Les chiffres de chaque jour',
  },
  topPosts: {
    title: 'Meilleures publications',
    post: 'Publication',
    empty: 'Aucune publication vue ni commentée sur cette période.',
  },
  visitors: {
    title: 'Qui a visité',
    lead_one: '{{count}} membre a ouvert la page ou ce qu’elle montre. Des nombres seulement : les visiteurs ne sont jamais nommés.',
    lead_other: '{{count}} membres ont ouvert la page ou ce qu’elle montre. Des nombres seulement : les visiteurs ne sont jamais nommés.',
    byIndustry: 'Par secteur',
    byCity: 'Par lieu',
    byCompanySize: 'Par taille d’entreprise',
    group: 'Groupe',
    members: 'Membres',
    notGiven: 'Non renseigné',
    employees: '{{size}} salariés',
    empty: 'Aucun visiteur sur cette période.',
  },
};

export default analyticsFr;
