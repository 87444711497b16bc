/** English strings of the settings data page: export and account deletion (the `accountData` namespace). */
const accountDataEn = {
  title: 'Your data',
  lead: 'Download a copy of what Dealgrow keeps about you, or delete your account.',
  export: {
    title: 'Download your data',
    lead: 'A ZIP archive of your profile, connections, posts, comments, messages you sent, deals, products, leads and uploaded files. It stays available for 7 days.',
    request: 'Prepare my archive',
    requesting: 'Starting…',
    progressLabel: 'Preparing your archive',
    pending: 'Your archive is being prepared: {{progress}}%.',
    ready: 'Your archive is ready ({{size}}). It is available until {{date}}.',
    failed: 'Your archive could not be prepared. Try again.',
    download: 'Download the archive',
    downloading: 'Downloading…',
    again: 'Prepare a new archive',
  },
  delete: {
    title: 'Delete your account',
    lead: 'Deleting your account is permanent.',
    open: 'Delete my account…',
    dialogTitle: 'Delete your account for good?',
    explainGone:
      'Your profile, posts, comments, likes, connections, follows, deals, products, files and exports are deleted, and you are signed out everywhere.',
    explainKept: 'Leads and messages other members still need stay with them, signed “Deleted member”.',
    explainCompanies: 'If you own a company alone, transfer or delete it first.',
    password: 'Your password',
    confirm: 'Delete my account',
    deleting: 'Deleting…',
    cancel: 'Cancel',
  },
  deleted: {
    title: 'Your account has been deleted',
    lead: 'Your account and personal data are gone. You can sign up again with the same e-mail address whenever you like.',
    home: 'Go to the home page',
  },
  bytes: {
    kb: '{{value}} KB',
    mb: '{{value}} MB',
  },
};

export type AccountDataTranslation = typeof accountDataEn;
export default accountDataEn;
