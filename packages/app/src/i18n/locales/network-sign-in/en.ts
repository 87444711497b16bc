/** English strings of sign-in with a professional network (src/network-sign-in/). */
const networkSignInEn = {
  or: 'or',
  signIn: 'Continue with {{name}}',
  redirecting: 'Opening {{name}}…',
  finishing: 'Signing you in with {{name}}…',
  canceled: 'Sign-in with {{name}} was canceled. Try again, or use your e-mail and password.',
  retry: 'Try again',
  accountsTitle: 'Sign-in with a network',
  accountsLead: 'Link {{name}} to sign in to Dealgrow with it. You keep at least one way to sign in.',
  link: 'Link {{name}}',
  linking: 'Linking {{name}}…',
  linked: '{{name}} is linked to your account.',
  linkedAccount: 'Linked {{date}}',
  unlink: 'Unlink',
  unlinkLabel: 'Unlink {{account}}',
  unlinked: 'The network account is unlinked.',
  none: 'No network account is linked yet.',
  loading: 'Loading…',
  noPassword: 'Your account has no password yet: set one with “Forgot password” to keep a way to sign in without the network.',
};

export type NetworkSignInTranslation = typeof networkSignInEn;
export default networkSignInEn;
