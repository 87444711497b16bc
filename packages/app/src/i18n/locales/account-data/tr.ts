import type { AccountDataTranslation } from './en.ts';

const accountDataTr: AccountDataTranslation = {
  title: 'Verileriniz',
  lead: 'Dealgrow’un sizinle ilgili sakladıklarının bir kopyasını indirin veya hesabınızı silin.',
  export: {
    title: 'Verilerinizi indirin',
    lead: 'Profilinizin, bağlantılarınızın, gönderilerinizin, yorumlarınızın, gönderdiğiniz mesajların, fırsatlarınızın, ürünlerinizin, lead’lerinizin ve yüklediğiniz dosyaların ZIP arşivi. 7 gün boyunca kullanılabilir.',
    request: 'Arşivimi hazırla',
    requesting: 'Başlatılıyor…',
    progressLabel: 'Arşiviniz hazırlanıyor',
    pending: 'Arşiviniz hazırlanıyor: %{{progress}}.',
    ready: 'Arşiviniz hazır ({{size}}). {{date}} tarihine kadar kullanılabilir.',
    failed: 'Arşiviniz hazırlanamadı. Tekrar deneyin.',
    download: 'Arşivi indir',
    downloading: 'İndiriliyor…',
    again: 'Yeni bir arşiv hazırla',
  },
  delete: {
    title: 'Hesabınızı silin',
    lead: 'Hesabınızı silmek kalıcıdır.',
    open: 'Hesabımı sil…',
    dialogTitle: 'Hesabınız kalıcı olarak silinsin mi?',
    explainGone:
      'Profiliniz, gönderileriniz, yorumlarınız, beğenileriniz, bağlantılarınız, takipleriniz, fırsatlarınız, ürünleriniz, dosyalarınız ve dışa aktarmalarınız silinir ve her yerde oturumunuz kapatılır.',
    explainKept: 'Diğer üyelerin hâlâ ihtiyaç duyduğu lead’ler ve mesajlar onlarda kalır, “Silinmiş üye” imzasıyla.',
    explainCompanies: 'Tek sahibi olduğunuz bir şirket varsa önce onu devredin veya silin.',
    password: 'Şifreniz',
    confirm: 'Hesabımı sil',
    deleting: 'Siliniyor…',
    cancel: 'İptal',
  },
  deleted: {
    title: 'Hesabınız silindi',
    lead: 'Hesabınız ve kişisel verileriniz silindi. İstediğiniz zaman aynı e-posta adresiyle yeniden kaydolabilirsiniz.',
    home: 'Ana sayfaya git',
  },
  bytes: {
    kb: '{{value}} KB',
    mb: '{{value}} MB',
  },
};

export default accountDataTr;
