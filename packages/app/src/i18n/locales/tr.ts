import companies from './companies/tr.ts';
import deals from './deals/tr.ts';
import type { Translation } from './en.ts';
import leads from './leads/tr.ts';
import network from './network/tr.ts';
import posts from './posts/tr.ts';

const tr: Translation = {
  meta: {
    title: 'İş Yapmak İçin Sosyal Ağ - Etkileşim. Anlaşma. Büyüme',
  },
  brand: {
    name: 'Dealgrow',
    tagline: 'Etkileşim. Anlaşma. Büyüme',
    home: 'Dealgrow ana sayfa',
  },
  nav: {
    home: 'Ana sayfa',
    settings: 'Ayarlar',
    signIn: 'Giriş yap',
    signUp: 'Hemen katıl',
    language: 'Dil',
    mainMenu: 'Ana menü',
    menu: 'Menü',
    tabs: 'Hızlı menü',
    post: 'Paylaş',
    notifications: 'Bildirimler',
    skipToContent: 'İçeriğe geç',
    messages: 'Mesajlar',
    unread_one: '{{count}} okunmamış',
    unread_other: '{{count}} okunmamış',
  },
  languages: {
    en: 'English',
    fr: 'Français',
    tr: 'Türkçe',
  },
  common: {
    loading: 'Yükleniyor…',
    required: 'Bu alan zorunludur.',
    networkError: 'Dealgrow’a ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    genericError: 'Bir şeyler ters gitti. Birazdan tekrar deneyin.',
    backHome: 'Ana sayfaya dön',
  },
  landing: {
    heroTitle: 'Etkileşim. Anlaşma. Büyüme',
    heroLead:
      'Dealgrow, şirketlerin satın almaya hazır müşteriler bulduğu, üyelerin ise satın alabilecekleri, satabilecekleri ya da gelir elde etmek için önerebilecekleri özel fırsatlara eriştiği iş odaklı sosyal ağdır.',
    cta: 'Ücretsiz hesabınızı oluşturun',
    secondary: 'Zaten bir hesabım var',
    points: {
      interactTitle: 'Etkileşim',
      interactBody: 'Profesyonel bir profil tutun, üyelerle bağlantı kurun, şirketleri takip edin ve gerçek zamanlı iş konuşun.',
      dealTitle: 'Anlaşma',
      dealBody: 'Teklif ve talepler yayınlayın, potansiyel müşterileri paylaşın ve ihtiyacı olanlarla anlaşmalar yapın.',
      growTitle: 'Büyüme',
      growBody: 'Fırsatları önererek kazanın, bir mağaza açın ve işinize uygun bir üyelikle yeni müşterilere ulaşın.',
    },
  },
  signUp: {
    title: 'Hesabınızı oluşturun',
    lead: 'İşlerin yapıldığı ağa katılın.',
    firstName: 'Ad',
    lastName: 'Soyad',
    username: 'Kullanıcı adı',
    usernameHint: '3 ile 30 arasında harf, rakam, nokta, tire veya alt çizgi.',
    email: 'E-posta adresi',
    password: 'Şifre',
    passwordHint: 'En az 8 karakter.',
    submit: 'Hesap oluştur',
    submitting: 'Hesabınız oluşturuluyor…',
    haveAccount: 'Zaten üye misiniz?',
    signInLink: 'Giriş yapın',
    agreement: 'Hesap oluşturarak <terms>Hizmet Şartları</terms>’nı ve <privacy>Gizlilik Politikası</privacy>’nı kabul etmiş olursunuz.',
    checking: 'Kontrol ediliyor…',
    usernameAvailable: 'Bu kullanıcı adı kullanılabilir.',
    errors: {
      disposableEmail: 'Kalıcı bir e-posta adresi kullanın: geçici veya sahte adresler kabul edilmez.',
      emailTaken: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var. Bunun yerine giriş yapın.',
      usernameTaken: 'Bu kullanıcı adı alınmış. Başka bir tane seçin.',
      usernameFormat: 'Harf veya rakamla başlayan, 3 ile 30 arasında harf, rakam, nokta, tire veya alt çizgi kullanın.',
      emailFormat: 'Geçerli bir e-posta adresi girin.',
      passwordLength: 'En az 8 karakter kullanın.',
    },
  },
  signIn: {
    title: 'Giriş yap',
    lead: 'Dealgrow’a tekrar hoş geldiniz.',
    returnNotice: 'O sayfaya devam etmek için giriş yapın.',
    login: 'E-posta veya kullanıcı adı',
    password: 'Şifre',
    submit: 'Giriş yap',
    submitting: 'Giriş yapılıyor…',
    noAccount: 'Dealgrow’da yeni misiniz?',
    signUpLink: 'Hesap oluşturun',
    forgotPassword: 'Şifrenizi mi unuttunuz?',
    invalidCredentials: 'E-posta, kullanıcı adı veya şifre hatalı.',
    demoHint: 'Keşfetmek için ada@dealgrow.io adresi ve dealgrow-demo şifresiyle giriş yapın.',
  },
  verifyEmail: {
    title: 'E-posta doğrulama',
    verifying: 'E-posta adresiniz doğrulanıyor…',
    success: 'E-posta adresiniz doğrulandı ve hesabınız etkinleştirildi.',
    failed: 'Bu doğrulama bağlantısı geçersiz veya daha önce kullanılmış.',
    failedHelp: 'Giriş yapın ve ana sayfanızdan yeni bir bağlantı isteyin.',
    missingToken: 'Bu bağlantıda doğrulama kodu yok. E-postanızdaki bağlantıyı yeniden açın.',
    continueHome: 'Ana sayfanıza gidin',
    signIn: 'Giriş yap',
  },
  home: {
    greeting: 'Hoş geldiniz, {{firstName}}',
    lead: 'Dealgrow’daki işleriniz burada başlıyor.',
    profileCardTitle: 'Profil kartınız',
    shortcuts: 'Kısayollar',
    checklist: {
      title: 'Başlarken',
      progress: '{{total}} adımdan {{done}} tanesi tamamlandı',
      done: 'Tamamlandı',
      pending: 'Yapılacak',
      verifyEmailTitle: 'E-posta adresinizi doğrulayın',
      verifyEmailPending: '{{email}} adresine bir bağlantı gönderdik. Hesabınızı etkinleştirmek için açın.',
      verifyEmailDone: 'E-posta adresiniz doğrulandı.',
      resend: 'Bağlantıyı yeniden gönder',
      resending: 'Gönderiliyor…',
      resent: '{{email}} adresine yeni bir bağlantı gönderildi.',
      completeProfileTitle: 'Profilinizi tamamlayın',
      completeProfilePending: 'Eksik olanlar: {{missing}}.',
      completeProfileDone: 'Profiliniz tamamlandı.',
      fields: {
        jobTitle: 'unvan',
        companyName: 'şirket',
        bio: 'kısa biyografi',
        country: 'ülke',
      },
    },
  },
  settings: {
    title: 'Ayarlar',
    lead: 'Diliniz, şifreniz ve oturumunuz.',
    languageTitle: 'Dil',
    languageLead: 'Dealgrow İngilizce, Fransızca ve Türkçe konuşur. Dili değiştirdiğinizde aynı sayfada kalırsınız.',
    languageLabel: 'Arayüz dili',
    passwordTitle: 'Şifreyi değiştir',
    passwordLead: 'Şifrenizi değiştirmek diğer tüm cihazlarda oturumunuzu kapatır.',
    currentPassword: 'Mevcut şifre',
    newPassword: 'Yeni şifre',
    confirmPassword: 'Yeni şifreyi tekrarlayın',
    passwordMismatch: 'İki şifre birbirinden farklı.',
    passwordSubmit: 'Şifreyi değiştir',
    passwordSubmitting: 'Değiştiriliyor…',
    passwordChanged: 'Şifreniz değiştirildi. Diğer cihazlarda oturum kapatıldı.',
    wrongPassword: 'Bu şifre hatalı.',
    signOutTitle: 'Çıkış yap',
    signOutLead: 'Bu cihazda Dealgrow oturumunuzu kapatın. Bu tarayıcıda tutulan her şey silinir.',
    signOut: 'Çıkış yap',
    signingOut: 'Çıkış yapılıyor…',
  },
  leads,
  ...deals,
  ...network,
  ...companies,
  ...posts,
  footer: {
    rights: '© {{year}} Dealgrow. Tüm hakları saklıdır.',
    legal: 'Yasal',
    terms: 'Hizmet Şartları',
    privacy: 'Gizlilik Politikası',
    cookies: 'Çerez Politikası',
  },
  screenError: {
    title: 'Bu sayfa gösterilemedi',
    body: 'Bir kısmı gelmedi: bağlantı kopmuş ya da Dealgrow yeni güncellenmiş olabilir. Sayfayı yeniden yüklemek genellikle sorunu çözer.',
    reload: 'Sayfayı yeniden yükle',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    body: 'Aradığınız sayfa mevcut değil veya taşınmış.',
  },
  legal: {
    contact: 'Sorularınız mı var? legal@dealgrow.io adresine yazın.',
    terms: {
      title: 'Hizmet Şartları',
      intro:
        'Bu şartlar, iş odaklı sosyal ağ Dealgrow’u kullanımınızı düzenler. Bir hesap oluşturarak veya hizmeti kullanarak bu şartları kabul etmiş olursunuz.',
      sections: [
        {
          title: 'Hesabınız',
          body: 'Kayıt olurken doğru bilgi vermeli ve bu bilgileri güncel tutmalısınız. Hesabınız altında olanlardan siz sorumlusunuz; şifrenizi gizli tutun ve başka birinin kullandığını düşünüyorsanız bize hemen haber verin. Bir kişi yalnızca bir kişisel hesap açabilir; şirketler ve kulüpler, yöneticilerinin kişisel hesapları üzerinden yönetilir.',
        },
        {
          title: 'Neler yapabilirsiniz',
          body: 'Bu şartlara ve yasalara uygun olarak profesyonel bir profil tutabilir, diğer üyelerle bağlantı kurabilir, paylaşım yapabilir, sohbet edebilir, potansiyel müşterileri paylaşabilir, fırsat ve ürün yayınlayabilir veya satın alabilirsiniz. Şirket ve kulüp sayfalarını yalnızca o şirket veya kulüp adına hareket etmeye yetkili kişiler oluşturabilir.',
        },
        {
          title: 'Neler yapamazsınız',
          body: 'Yasa dışı, yanıltıcı, ayrımcı veya hak ihlali içeren içerik paylaşmayın; istenmeyen toplu mesaj veya spam göndermeyin; hizmetten otomatik veri toplamayın, güvenliğini yoklamayın veya işleyişini bozmayın; başkasının kimliğine bürünmeyin. Bu kuralları ihlal eden içerikleri kaldırabilir ve hesapları askıya alabiliriz.',
        },
        {
          title: 'Fırsatlar, potansiyel müşteriler ve ödemeler',
          body: 'Fırsatlar ve ürünler Dealgrow tarafından değil, üyeler ve şirketler tarafından sunulur. Bir anlaşmanın tarafları; açıklamasından, fiyatından, teslimatından ve vergilerinden sorumludur. Ödemeler, ödeme sağlayıcısının şartlarına tabi bağlı hesaplar üzerinden yapılır; öneri gelirleri yalnızca tamamlanmış ve ödenmiş anlaşmalar için ödenir.',
        },
        {
          title: 'Üyelikler',
          body: 'Ücretli üyelikler iptal edilene kadar her fatura döneminin sonunda yenilenir. İptal, mevcut dönemin sonunda geçerli olur; üst pakete geçiş hemen, alt pakete geçiş ise bir sonraki yenilemede uygulanır. Fiyatlara ödeme sırasında belirtilen vergiler dahildir.',
        },
        {
          title: 'İçerikleriniz',
          body: 'Paylaştıklarınızın hakları sizde kalır. Hizmet üzerinde kaldığı sürece ve hizmetin işleyişi için gerektiği ölçüde, Dealgrow’a bu içerikleri hizmet içinde barındırma, gösterme ve dağıtma konusunda dünya çapında, münhasır olmayan bir lisans vermiş olursunuz.',
        },
        {
          title: 'Sorumluluk ve değişiklikler',
          body: 'Hizmet olduğu gibi sunulur. Bu şartlardaki hiçbir hüküm, yasanın sınırlanmasına izin vermediği sorumlulukları sınırlamaz. Bu şartları değiştirebiliriz; önemli değişiklikleri yürürlüğe girmeden en az 30 gün önce size bildiririz ve kabul etmezseniz hesabınızı kapatabilirsiniz.',
        },
      ],
    },
    privacy: {
      title: 'Gizlilik Politikası',
      intro: 'Bu politika, Dealgrow’un hangi kişisel verileri neden işlediğini ve bu veriler üzerindeki haklarınızı açıklar.',
      sections: [
        {
          title: 'Topladığımız veriler',
          body: 'Bize verdiğiniz hesap verileri (ad, kullanıcı adı, e-posta adresi, karma biçiminde şifre, dil); eklemeyi seçtiğiniz profil verileri (fotoğraf, unvan, şirket, deneyim, eğitim, yetenekler); paylaştığınız içerikler ve gönderdiğiniz mesajlar; ve IP adresiniz, cihazınız ve ziyaret ettiğiniz sayfalar gibi teknik veriler.',
        },
        {
          title: 'Neden kullanıyoruz',
          body: 'Hizmeti ve hesabınızı sunmak için (sözleşme); hizmeti güvende tutmak ve kötüye kullanımı önlemek için (meşru menfaat); adres doğrulama gibi ihtiyaç duyduğunuz e-postaları göndermek için (sözleşme); ve yalnızca onayınızla, anlık bildirimler ve pazarlama iletileri göndermek için.',
        },
        {
          title: 'Kimler görebilir',
          body: 'Herkese açık profiliniz diğer üyelere ve Dealgrow bileşenlerini sitelerine yerleştiren iş ortaklarına görünür. Paylaşımlar, seçtiğiniz görünürlüğe göre gösterilir. Verileri, hizmetin bazı bölümlerini bizim için yürüten sağlayıcılarla (barındırma, e-posta, ödemeler, anlık bildirimler) verileri koruyan sözleşmeler çerçevesinde paylaşırız. Kişisel verileri satmayız.',
        },
        {
          title: 'Ne kadar süre saklıyoruz',
          body: 'Hesap verileri hesabınız açık kaldığı sürece saklanır ve hesabı kapatmanızdan sonraki 30 gün içinde silinir; faturalar gibi yasanın daha uzun saklamamızı gerektirdiği veriler bunun dışındadır. Güvenlik kayıtları en fazla 12 ay saklanır.',
        },
        {
          title: 'Haklarınız',
          body: 'Verilerinize erişebilir, bunları düzeltebilir, dışa aktarabilir veya sildirebilir, kullanılmalarına itiraz edebilir ya da kısıtlanmasını isteyebilir ve onayınızı istediğiniz zaman geri çekebilirsiniz. privacy@dealgrow.io adresine yazın. Veri koruma otoritesine de şikâyette bulunabilirsiniz.',
        },
      ],
    },
    cookies: {
      title: 'Çerez Politikası',
      intro: 'Dealgrow az sayıda çerez ve benzeri depolama kullanır. Bu sayfa bunları ve ne işe yaradıklarını listeler.',
      sections: [
        {
          title: 'Zorunlu çerezler',
          body: '“token” çerezi oturumunuzu açık tutar. Oturum anahtarınızı içerir, 180 gün geçerlidir ve çıkış yaptığınızda silinir. Bu çerez olmadan üyelere özel sayfaları kullanamazsınız; bu nedenle onay gerektirmez.',
        },
        {
          title: 'Tercihler',
          body: 'Arayüz diliniz sayfa adresinde taşınır (/fr, /tr). Tarayıcının yerel depolaması, kaldığınız yerden devam edebilmeniz için seçili şirket ve bir listede ulaşılan sayfa gibi küçük değerleri saklayabilir.',
        },
        {
          title: 'Ölçüm ve hatalar',
          body: 'Teknik hataları düzeltmek için kaydederiz. Bu raporlar reklam tanımlayıcısı içermez ve sizi başka sitelerde izlemek için kullanılmaz.',
        },
        {
          title: 'Çerezleri yönetme',
          body: 'Çerezleri istediğiniz zaman tarayıcı ayarlarınızdan silebilirsiniz. “token” çerezini silmek oturumunuzu kapatır. Reklam çerezleri kullanmayız.',
        },
      ],
    },
  },
};

export default tr;
