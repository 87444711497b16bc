import type { HomeTranslation } from './en.ts';

const homeFr: HomeTranslation = {
  aside: {
    peopleTitle: 'Personnes que vous pourriez connaître',
    people: 'Pas encore de suggestions : elles viennent avec votre réseau.',
    trendingTitle: 'Hashtags en vogue',
    trending: 'Aucun hashtag dans les derniers posts.',
    yoursTitle: 'Vos entreprises et clubs',
    yours: 'Vous ne gérez aucune entreprise et n’êtes membre d’aucun club pour l’instant.',
    browseCompanies: 'Voir les entreprises',
    browseClubs: 'Voir les clubs',
  },
  feed: {
    findPeople: 'Trouver des personnes que vous pourriez connaître',
  },
  composer: {
    open: 'Commencer un post',
    close: 'Fermer',
  },
};

export default homeFr;
