import companies from './companies/en.ts';
import deals from './deals/en.ts';
import leads from './leads/en.ts';
import network from './network/en.ts';
import posts from './posts/en.ts';

/** English: the source strings. `fr` and `tr` must have exactly these keys (typed, and checked by a test). */
const en = {
  meta: {
    title: 'Social Network to do Business - Interact. Deal. Grow',
  },
  brand: {
    name: 'Dealgrow',
    tagline: 'Interact. Deal. Grow',
    home: 'Dealgrow home',
  },
  nav: {
    home: 'Home',
    settings: 'Settings',
    signIn: 'Sign in',
    signUp: 'Join now',
    language: 'Language',
    mainMenu: 'Main menu',
    menu: 'Menu',
    tabs: 'Quick menu',
    post: 'Post',
    notifications: 'Notifications',
    skipToContent: 'Skip to content',
    messages: 'Messages',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
  },
  languages: {
    en: 'English',
    fr: 'Français',
    tr: 'Türkçe',
  },
  common: {
    loading: 'Loading…',
    required: 'This field is required.',
    networkError: 'We could not reach Dealgrow. Check your connection and try again.',
    genericError: 'Something went wrong. Try again in a moment.',
    backHome: 'Back to the home page',
  },
  landing: {
    heroTitle: 'Interact. Deal. Grow',
    heroLead:
      'Dealgrow is the business social network where companies find ready-to-buy customers, and members access exclusive offers they can buy, sell or refer to earn income.',
    cta: 'Create your free account',
    secondary: 'I already have an account',
    points: {
      interactTitle: 'Interact',
      interactBody: 'Keep a professional profile, connect with members, follow companies and talk business in real time.',
      dealTitle: 'Deal',
      dealBody: 'List offers and demands, share business leads and close deals with the people who need them.',
      growTitle: 'Grow',
      growBody: 'Refer deals to earn, open a shop and reach new customers with a membership that fits your business.',
    },
  },
  signUp: {
    title: 'Create your account',
    lead: 'Join the network where business gets done.',
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    usernameHint: '3 to 30 letters, digits, dots, dashes or underscores.',
    email: 'E-mail address',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    submit: 'Create account',
    submitting: 'Creating your account…',
    haveAccount: 'Already a member?',
    signInLink: 'Sign in',
    agreement: 'By creating an account you accept the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>.',
    checking: 'Checking…',
    usernameAvailable: 'This username is available.',
    errors: {
      disposableEmail: 'Use a permanent e-mail address: disposable and placeholder addresses are not accepted.',
      emailTaken: 'An account with this e-mail address already exists. Sign in instead.',
      usernameTaken: 'This username is taken. Choose another.',
      usernameFormat: 'Use 3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
      emailFormat: 'Enter a valid e-mail address.',
      passwordLength: 'Use at least 8 characters.',
    },
  },
  signIn: {
    title: 'Sign in',
    lead: 'Welcome back to Dealgrow.',
    returnNotice: 'Sign in to continue to that page.',
    login: 'E-mail or username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    noAccount: 'New to Dealgrow?',
    signUpLink: 'Create an account',
    forgotPassword: 'Forgot password?',
    invalidCredentials: 'The e-mail, username or password is incorrect.',
    demoHint: 'Exploring? Sign in as ada@dealgrow.io with the password dealgrow-demo.',
  },
  verifyEmail: {
    title: 'E-mail verification',
    verifying: 'Confirming your e-mail address…',
    success: 'Your e-mail address is confirmed and your account is active.',
    failed: 'This verification link is invalid or was already used.',
    failedHelp: 'Sign in and ask for a new link from your home page.',
    missingToken: 'This link has no verification token. Open the link from your e-mail again.',
    continueHome: 'Go to your home page',
    signIn: 'Sign in',
  },
  home: {
    greeting: 'Welcome, {{firstName}}',
    lead: 'Here is where your business on Dealgrow starts.',
    profileCardTitle: 'Your profile card',
    shortcuts: 'Shortcuts',
    checklist: {
      title: 'Getting started',
      progress: '{{done}} of {{total}} done',
      done: 'Done',
      pending: 'To do',
      verifyEmailTitle: 'Verify your e-mail address',
      verifyEmailPending: 'We sent a link to {{email}}. Open it to activate your account.',
      verifyEmailDone: 'Your e-mail address is verified.',
      resend: 'Send the link again',
      resending: 'Sending…',
      resent: 'A new link is on its way to {{email}}.',
      completeProfileTitle: 'Complete your profile',
      completeProfilePending: 'Still missing: {{missing}}.',
      completeProfileDone: 'Your profile is complete.',
      fields: {
        jobTitle: 'job title',
        companyName: 'company',
        bio: 'short bio',
        country: 'country',
      },
    },
  },
  settings: {
    title: 'Settings',
    lead: 'Your language, your password and your session.',
    languageTitle: 'Language',
    languageLead: 'Dealgrow speaks English, French and Turkish. The page stays the same when you switch.',
    languageLabel: 'Interface language',
    passwordTitle: 'Change password',
    passwordLead: 'Changing your password signs you out on every other device.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    passwordMismatch: 'The two passwords differ.',
    passwordSubmit: 'Change password',
    passwordSubmitting: 'Changing…',
    passwordChanged: 'Your password is changed. Other devices were signed out.',
    wrongPassword: 'This password is incorrect.',
    signOutTitle: 'Sign out',
    signOutLead: 'Sign out of Dealgrow on this device. Everything kept in this browser is cleared.',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
  },
  leads,
  ...deals,
  ...network,
  ...companies,
  ...posts,
  footer: {
    rights: '© {{year}} Dealgrow. All rights reserved.',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
  },
  screenError: {
    title: 'This page could not be shown',
    body: 'Part of it did not arrive: the connection may have dropped, or Dealgrow was just updated. Reloading the page usually brings it back.',
    reload: 'Reload the page',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  legal: {
    contact: 'Questions? Write to legal@dealgrow.io.',
    terms: {
      title: 'Terms of Service',
      intro:
        'These terms govern your use of Dealgrow, the business social network. By creating an account or using the service, you agree to them.',
      sections: [
        {
          title: 'Your account',
          body: 'You must give accurate information when you sign up and keep it current. You are responsible for what happens under your account, so keep your password secret and tell us at once if you think someone else has used it. One person may hold one personal account; companies and clubs are managed through the personal accounts of their managers.',
        },
        {
          title: 'What you may do',
          body: 'You may keep a professional profile, connect with other members, post, chat, share business leads and list or buy deals and products, in line with these terms and the law. Company and club pages may only be created by people entitled to act for that company or club.',
        },
        {
          title: 'What you may not do',
          body: 'Do not post unlawful, misleading, discriminatory or infringing content; do not send spam or unsolicited bulk messages; do not scrape the service, probe its security or disturb its operation; do not impersonate anyone. We may remove content and suspend accounts that break these rules.',
        },
        {
          title: 'Deals, leads and payments',
          body: 'Deals and products are offered by members and companies, not by Dealgrow. The parties to a deal are responsible for its description, price, delivery and taxes. Payments run through connected payment-provider accounts under that provider’s terms; referral income is paid only for deals that are completed and paid.',
        },
        {
          title: 'Memberships',
          body: 'Paid memberships renew at the end of each billing period until cancelled. A cancellation takes effect at the end of the current period; an upgrade applies at once and a downgrade at the next renewal. Prices include the taxes stated at checkout.',
        },
        {
          title: 'Your content',
          body: 'You keep the rights to what you post. You grant Dealgrow a worldwide, non-exclusive licence to host, show and distribute it within the service, for as long as it stays on the service, as needed to run it.',
        },
        {
          title: 'Liability and changes',
          body: 'The service is provided as it is. Nothing in these terms limits liability that the law does not allow to be limited. We may change these terms; we will tell you about material changes at least 30 days before they apply, and you may close your account if you do not accept them.',
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      intro: 'This policy explains which personal data Dealgrow processes, why, and the rights you have over it.',
      sections: [
        {
          title: 'Data we collect',
          body: 'Account data you give us (name, username, e-mail address, password in hashed form, language); profile data you choose to add (photo, job title, company, experience, education, skills); content you post and messages you send; and technical data such as your IP address, device and the pages you visit.',
        },
        {
          title: 'Why we use it',
          body: 'To provide the service and your account (contract); to keep it secure and prevent abuse (legitimate interest); to send e-mails you need, such as address verification (contract); and, only with your consent, to send push notifications and marketing.',
        },
        {
          title: 'Who sees it',
          body: 'Your public profile is visible to other members and to partner sites that embed Dealgrow widgets. Posts follow the visibility you choose. We share data with providers that run parts of the service for us (hosting, e-mail, payments, push notifications) under contracts that protect it. We do not sell personal data.',
        },
        {
          title: 'How long we keep it',
          body: 'Account data is kept while your account is open and deleted within 30 days after you close it, except what the law requires us to keep longer, such as invoices. Security logs are kept for up to 12 months.',
        },
        {
          title: 'Your rights',
          body: 'You may access, correct, export or delete your data, object to or restrict its use, and withdraw consent at any time. Write to privacy@dealgrow.io. You may also complain to your data protection authority.',
        },
      ],
    },
    cookies: {
      title: 'Cookie Policy',
      intro: 'Dealgrow uses a small number of cookies and similar storage. This page lists them and what they are for.',
      sections: [
        {
          title: 'Strictly necessary',
          body: 'The cookie “token” keeps you signed in. It holds your session key, lasts 180 days and is removed when you sign out. Without it you cannot use member pages, so it needs no consent.',
        },
        {
          title: 'Preferences',
          body: 'Your interface language is carried in the page address (/fr, /tr). The browser’s local storage may keep small values such as the selected company and the page reached in a list, so you can carry on where you left off.',
        },
        {
          title: 'Measurement and errors',
          body: 'We record technical errors to fix them. These reports hold no advertising identifiers and are not used to follow you across other sites.',
        },
        {
          title: 'Managing cookies',
          body: 'You can delete cookies at any time in your browser settings. Deleting the “token” cookie signs you out. We do not use advertising cookies.',
        },
      ],
    },
  },
};

export type Translation = typeof en;
export default en;
