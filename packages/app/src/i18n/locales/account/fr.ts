import type { AccountTranslation } from './en.ts';

const accountFr: AccountTranslation = {
  loading: 'Chargement…',
  policy:
    'Au moins 8 caractères. Pas l’un des mots de passe les plus courants, ni votre nom d’utilisateur ou votre adresse e-mail, ni un seul caractère répété. Une longue phrase de passe est idéale.',
  forgot: {
    title: 'Mot de passe oublié ?',
    lead: 'Saisissez l’adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Adresse e-mail',
    submit: 'Envoyer le lien',
    submitting: 'Envoi…',
    backToSignIn: 'Retour à la connexion',
  },
  reset: {
    title: 'Choisissez un nouveau mot de passe',
    password: 'Nouveau mot de passe',
    confirm: 'Répétez le nouveau mot de passe',
    mismatch: 'Les deux mots de passe ne sont pas identiques.',
    tooShort: 'Utilisez au moins 8 caractères.',
    submit: 'Enregistrer le mot de passe',
    submitting: 'Enregistrement…',
    missingToken: 'Cette page a besoin du lien reçu par e-mail. Demandez-en un nouveau.',
    askAgain: 'Demander un nouveau lien',
    signIn: 'Se connecter',
  },
  confirm: {
    title: 'Nouvelle adresse e-mail',
    confirming: 'Confirmation de votre nouvelle adresse e-mail…',
    success: 'Votre adresse e-mail est désormais {{email}}.',
    missingToken: 'Cette page a besoin du lien reçu par e-mail.',
    continue: 'Aller à vos paramètres de sécurité',
  },
  security: {
    title: 'Sécurité',
    lead: 'Où votre compte est connecté, et l’adresse e-mail qu’il utilise.',
    sessionsTitle: 'Où vous êtes connecté',
    thisDevice: 'Cet appareil',
    unknownDevice: 'Appareil inconnu',
    signedInAt: 'Connecté le {{date}}',
    lastSeen: 'Dernière activité {{date}}',
    address: 'Adresse {{ip}}',
    signOut: 'Déconnecter',
    signOutNamed: 'Déconnecter {{device}}',
    signingOut: 'Déconnexion…',
    signOutOthers: 'Déconnecter toutes les autres sessions',
    othersSignedOut_one: '{{count}} autre session déconnectée.',
    othersSignedOut_other: '{{count}} autres sessions déconnectées.',
    noOthers: 'Vous n’êtes connecté qu’ici.',
    emailTitle: 'Adresse e-mail',
    currentEmail: 'Votre compte utilise {{email}}.',
    newEmail: 'Nouvelle adresse e-mail',
    password: 'Mot de passe actuel',
    emailSubmit: 'Changer d’adresse e-mail',
    emailSubmitting: 'Envoi…',
  },
};

export default accountFr;
