/** English strings of the account security pages (packages/app/src/account): recovery, e-mail change, sessions. */
const accountEn = {
  loading: 'Loading…',
  policy:
    'At least 8 characters. Not one of the most common passwords, not your username or e-mail address, not one character repeated. A long passphrase is best.',
  forgot: {
    title: 'Forgot your password?',
    lead: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    email: 'E-mail address',
    submit: 'Send the link',
    submitting: 'Sending…',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    title: 'Choose a new password',
    password: 'New password',
    confirm: 'Repeat the new password',
    mismatch: 'The two passwords are not the same.',
    tooShort: 'Use at least 8 characters.',
    submit: 'Save the new password',
    submitting: 'Saving…',
    missingToken: 'This page needs the link from the e-mail. Ask for a new one.',
    askAgain: 'Ask for a new link',
    signIn: 'Sign in',
  },
  confirm: {
    title: 'New e-mail address',
    confirming: 'Confirming your new e-mail address…',
    success: 'Your e-mail address is now {{email}}.',
    missingToken: 'This page needs the link from the e-mail.',
    continue: 'Go to your security settings',
  },
  security: {
    title: 'Security',
    lead: 'Where your account is signed in, and the e-mail address it uses.',
    sessionsTitle: 'Where you are signed in',
    thisDevice: 'This device',
    unknownDevice: 'Unknown device',
    signedInAt: 'Signed in {{date}}',
    lastSeen: 'Last active {{date}}',
    address: 'Address {{ip}}',
    signOut: 'Sign out',
    signOutNamed: 'Sign out {{device}}',
    signingOut: 'Signing out…',
    signOutOthers: 'Sign out all other sessions',
    othersSignedOut_one: '{{count}} other session signed out.',
    othersSignedOut_other: '{{count}} other sessions signed out.',
    noOthers: 'You are signed in only here.',
    emailTitle: 'E-mail address',
    currentEmail: 'Your account uses {{email}}.',
    newEmail: 'New e-mail address',
    password: 'Current password',
    emailSubmit: 'Change the e-mail address',
    emailSubmitting: 'Sending…',
  },
};

export type AccountTranslation = typeof accountEn;
export default accountEn;
