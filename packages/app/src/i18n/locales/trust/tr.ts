import type { TrustTranslation } from './en.ts';

/** Engelleme ve şikâyetlerin Türkçe metinleri. */
const trustTr: TrustTranslation = {
  privacy: {
    title: 'Gizlilik ve engelleme',
    lead: 'Engellediğiniz üyeler profilinizi, gönderilerinizi ve yorumlarınızı göremez, sizi aramada bulamaz ve sizinle iletişime geçemez. Siz de onlarınkini görmezsiniz.',
    blockedTitle: 'Engellenen üyeler',
    none: 'Kimseyi engellemediniz.',
    blockedOn: '{{date}} tarihinde engellendi',
    unblock: 'Engeli kaldır',
    unblockNamed: '{{name}} için engeli kaldır',
    unblocking: 'Engel kaldırılıyor…',
    unblocked: '{{name}} için engel kaldırıldı.',
  },
  block: {
    action: 'Engelle',
    confirm: '{{name}} engellensin mi? İkiniz de birbirinizin profilini, gönderilerini ve yorumlarını göremezsiniz; bağlantınız sona erer.',
    done: '{{name}} engellendi.',
  },
  report: {
    action: 'Şikâyet et',
    title: '{{what}} şikâyet et',
    what: {
      member: 'Bu üyeyi',
      post: 'Bu gönderiyi',
      comment: 'Bu yorumu',
      deal: 'Bu fırsatı',
      company: 'Bu şirketi',
      message: 'Bu mesajı',
    },
    reasonLegend: 'Neden şikâyet ediyorsunuz?',
    reasons: {
      spam: 'İstenmeyen içerik',
      harassment: 'Taciz veya zorbalık',
      hate: 'Nefret söylemi',
      violence: 'Şiddet veya tehdit',
      scam: 'Dolandırıcılık',
      inappropriate: 'Uygunsuz içerik',
      other: 'Başka bir şey',
    },
    details: 'Ayrıntılar (isteğe bağlı)',
    submit: 'Şikâyeti gönder',
    submitting: 'Gönderiliyor…',
    cancel: 'Vazgeç',
    sent: 'Teşekkürler. Bir yönetici şikâyetinizi inceleyecek.',
    close: 'Kapat',
  },
  admin: {
    title: 'Şikâyetler',
    lead: 'İnceleme bekleyen şikâyetler, en eskisi önce.',
    status: {
      open: 'Açık',
      dismissed: 'Reddedilen',
      actioned: 'İşlem yapılan',
    },
    filter: 'Durum',
    none: 'Burada şikâyet yok.',
    reportedBy: '{{name}} tarafından {{date}} tarihinde şikâyet edildi',
    author: 'Yazar: {{name}}',
    gone: 'İçerik artık yok.',
    hidden: 'Gizlendi',
    suspended: 'Yazar askıya alındı',
    dismiss: 'Reddet',
    hide: 'Gizle',
    suspend: 'Yazarı askıya al',
    forbidden: 'Şikâyetleri yalnızca yöneticiler inceleyebilir.',
  },
};

export default trustTr;
