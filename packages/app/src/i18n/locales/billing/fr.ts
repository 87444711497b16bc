import type { BillingTranslation } from './en.ts';

/** Chaînes françaises de l’historique de facturation (/settings/billing), l’espace de noms `billing`. */
const billingFr: BillingTranslation = {
  title: 'Historique de facturation',
  lead: 'Chaque changement et chaque paiement de votre abonnement et de ceux des entreprises dont vous êtes propriétaire.',
  membershipLink: 'Gérer votre abonnement',
  empty: 'Aucune activité de facturation pour le moment. Les changements d’abonnement et les paiements s’afficheront ici.',
  tableLabel: 'Historique de facturation',
  columns: {
    date: 'Date',
    action: 'Action',
    plan: 'Formule',
    amount: 'Montant',
    account: 'Compte',
  },
  personal: 'Vous',
  noAmount: '—',
  intervals: {
    month: 'mensuelle',
    year: 'annuelle',
  },
  planWithInterval: '{{plan}}, {{interval}}',
  actions: {
    checkout_started: 'Paiement commencé',
    subscribed: 'Abonnement souscrit',
    upgraded: 'Formule supérieure',
    interval_changed: 'Période de facturation modifiée',
    change_scheduled: 'Changement programmé',
    change_unscheduled: 'Changement programmé annulé',
    canceled: 'Résilié',
    resumed: 'Repris',
    renewed: 'Renouvelé',
    downgraded: 'Formule inférieure',
    expired: 'Expiré',
    payment_succeeded: 'Paiement réussi',
    payment_failed: 'Paiement refusé',
  },
  pager: 'Pages de l’historique de facturation',
};

export default billingFr;
