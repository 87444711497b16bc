import type { NetworkSignInTranslation } from './en.ts';

const networkSignInTr: NetworkSignInTranslation = {
  or: 'veya',
  signIn: '{{name}} ile devam et',
  redirecting: '{{name}} açılıyor…',
  finishing: '{{name}} ile giriş yapılıyor…',
  canceled: '{{name}} ile giriş iptal edildi. Yeniden deneyin veya e-posta adresiniz ve şifrenizle giriş yapın.',
  retry: 'Yeniden dene',
  accountsTitle: 'Ağ ile giriş',
  accountsLead: 'Dealgrow’a {{name}} ile giriş yapmak için bağlayın. En az bir giriş yönteminiz her zaman kalır.',
  link: '{{name}} hesabını bağla',
  linking: '{{name}} bağlanıyor…',
  linked: '{{name}} hesabınıza bağlandı.',
  linkedAccount: '{{date}} tarihinde bağlandı',
  unlink: 'Bağlantıyı kaldır',
  unlinkLabel: '{{account}} bağlantısını kaldır',
  unlinked: 'Ağ hesabının bağlantısı kaldırıldı.',
  none: 'Henüz bağlı bir ağ hesabı yok.',
  loading: 'Yükleniyor…',
  noPassword: 'Hesabınızın henüz şifresi yok: ağ olmadan da giriş yapabilmek için “Şifremi unuttum” ile bir şifre belirleyin.',
};

export default networkSignInTr;
