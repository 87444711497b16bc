import type { AccountTranslation } from './en.ts';

const accountTr: AccountTranslation = {
  loading: 'Yükleniyor…',
  policy:
    'En az 8 karakter. En yaygın şifrelerden biri, kullanıcı adınız ya da e-posta adresiniz veya tek bir karakterin tekrarı olmamalı. Uzun bir parola cümlesi en iyisidir.',
  forgot: {
    title: 'Şifrenizi mi unuttunuz?',
    lead: 'Hesabınızın e-posta adresini girin. Yeni bir şifre seçmeniz için size bir bağlantı göndereceğiz.',
    email: 'E-posta adresi',
    submit: 'Bağlantıyı gönder',
    submitting: 'Gönderiliyor…',
    backToSignIn: 'Girişe dön',
  },
  reset: {
    title: 'Yeni bir şifre seçin',
    password: 'Yeni şifre',
    confirm: 'Yeni şifreyi tekrarlayın',
    mismatch: 'İki şifre aynı değil.',
    tooShort: 'En az 8 karakter kullanın.',
    submit: 'Yeni şifreyi kaydet',
    submitting: 'Kaydediliyor…',
    missingToken: 'Bu sayfa e-postadaki bağlantıyla açılmalı. Yeni bir bağlantı isteyin.',
    askAgain: 'Yeni bağlantı iste',
    signIn: 'Giriş yap',
  },
  confirm: {
    title: 'Yeni e-posta adresi',
    confirming: 'Yeni e-posta adresiniz onaylanıyor…',
    success: 'E-posta adresiniz artık {{email}}.',
    missingToken: 'Bu sayfa e-postadaki bağlantıyla açılmalı.',
    continue: 'Güvenlik ayarlarınıza gidin',
  },
  security: {
    title: 'Güvenlik',
    lead: 'Hesabınızın açık olduğu yerler ve kullandığı e-posta adresi.',
    sessionsTitle: 'Giriş yaptığınız yerler',
    thisDevice: 'Bu cihaz',
    unknownDevice: 'Bilinmeyen cihaz',
    signedInAt: 'Giriş: {{date}}',
    lastSeen: 'Son etkinlik: {{date}}',
    address: 'Adres: {{ip}}',
    signOut: 'Çıkış yap',
    signOutNamed: 'Çıkış yap: {{device}}',
    signingOut: 'Çıkış yapılıyor…',
    signOutOthers: 'Diğer tüm oturumları kapat',
    othersSignedOut_one: '{{count}} diğer oturum kapatıldı.',
    othersSignedOut_other: '{{count}} diğer oturum kapatıldı.',
    noOthers: 'Yalnızca burada giriş yapmış durumdasınız.',
    emailTitle: 'E-posta adresi',
    currentEmail: 'Hesabınız {{email}} adresini kullanıyor.',
    newEmail: 'Yeni e-posta adresi',
    password: 'Mevcut şifre',
    emailSubmit: 'E-posta adresini değiştir',
    emailSubmitting: 'Gönderiliyor…',
  },
};

export default accountTr;
