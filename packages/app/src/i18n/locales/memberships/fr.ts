import type { MembershipsTranslation } from './en.ts';

const membershipsFr: MembershipsTranslation = {
  personalTitle: 'Votre abonnement',
  personalLead:
    'Votre abonnement fixe le nombre d’offres et de produits que vous pouvez publier. Une montée en gamme s’applique tout de suite ; une baisse ou une résiliation, à la fin de la période.',
  shopTitle: 'Abonnement boutique',
  shopTitleOf: 'Abonnement boutique de {{company}}',
  shopLead: 'Un abonnement boutique permet à l’entreprise de publier et de vendre en son nom, avec plus d’offres et de produits.',
  billingLink: 'Historique de facturation',
  current: {
    title: 'Abonnement actuel',
    free: 'Offre gratuite',
    freeLimits: 'Jusqu’à {{deals}} offres actives et {{products}} produits.',
    limits: 'Offres actives : {{deals}} · Produits : {{products}}',
    unlimited: 'illimité',
    price: '{{amount}} par {{interval}}',
    interval: { month: 'mois', year: 'an' },
    renews: 'Renouvelé le {{date}}.',
    ends: 'Prend fin le {{date}} : il ne sera pas renouvelé.',
    pending: 'Passe à {{plan}} ({{interval}}) le {{date}}.',
    status: { active: 'Actif', 'cancel-on-period-ends': 'Prend fin à la fin de la période' },
  },
  checkout: {
    success: 'Paiement reçu : votre abonnement est actif.',
    canceled: 'Paiement annulé : rien n’a été débité.',
  },
  shop: {
    noCompany: 'Ouvrez l’abonnement boutique depuis la page de votre entreprise.',
    companiesLink: 'Vos entreprises',
    ownerOnly: 'Seul le propriétaire de l’entreprise peut changer son abonnement.',
  },
};

export default membershipsFr;
