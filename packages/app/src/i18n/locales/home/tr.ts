import type { HomeTranslation } from './en.ts';

const homeTr: HomeTranslation = {
  aside: {
    peopleTitle: 'Tanıyor olabileceğiniz kişiler',
    people: 'Henüz öneri yok: ağınız büyüdükçe gelecek.',
    trendingTitle: 'Gündemdeki hashtag’ler',
    trending: 'Son gönderilerde hashtag yok.',
    yoursTitle: 'Şirketleriniz ve kulüpleriniz',
    yours: 'Henüz yönettiğiniz bir şirket ya da üye olduğunuz bir kulüp yok.',
    browseCompanies: 'Şirketlere göz atın',
    browseClubs: 'Kulüplere göz atın',
  },
  feed: {
    findPeople: 'Tanıyor olabileceğiniz kişileri bulun',
  },
  composer: {
    open: 'Gönderi başlatın',
    close: 'Kapat',
  },
};

export default homeTr;
