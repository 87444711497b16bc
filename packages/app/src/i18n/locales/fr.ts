import companies from './companies/fr.ts';
import deals from './deals/fr.ts';
import type { Translation } from './en.ts';
import leads from './leads/fr.ts';
import network from './network/fr.ts';
import posts from './posts/fr.ts';

const fr: Translation = {
  meta: {
    title: 'Le réseau social pour faire des affaires - Interagir. Conclure. Grandir',
  },
  brand: {
    name: 'Dealgrow',
    tagline: 'Interagir. Conclure. Grandir',
    home: 'Accueil Dealgrow',
  },
  nav: {
    home: 'Accueil',
    settings: 'Paramètres',
    signIn: 'Se connecter',
    signUp: 'S’inscrire',
    language: 'Langue',
    mainMenu: 'Menu principal',
    menu: 'Menu',
    tabs: 'Menu rapide',
    post: 'Publier',
    notifications: 'Notifications',
    skipToContent: 'Aller au contenu',
    messages: 'Messagerie',
    unread_one: '{{count}} non lu',
    unread_other: '{{count}} non lus',
  },
  languages: {
    en: 'English',
    fr: 'Français',
    tr: 'Türkçe',
  },
  common: {
    loading: 'Chargement…',
    required: 'Ce champ est obligatoire.',
    networkError: 'Impossible de joindre Dealgrow. Vérifiez votre connexion et réessayez.',
    genericError: 'Une erreur est survenue. Réessayez dans un instant.',
    backHome: 'Retour à l’accueil',
  },
  landing: {
    heroTitle: 'Interagir. Conclure. Grandir',
    heroLead:
      'Dealgrow est le réseau social d’affaires où les entreprises trouvent des clients prêts à acheter, et où les membres accèdent à des offres exclusives qu’ils peuvent acheter, vendre ou recommander pour gagner un revenu.',
    cta: 'Créer un compte gratuit',
    secondary: 'J’ai déjà un compte',
    points: {
      interactTitle: 'Interagir',
      interactBody:
        'Tenez un profil professionnel, connectez-vous avec des membres, suivez des entreprises et parlez affaires en temps réel.',
      dealTitle: 'Conclure',
      dealBody: 'Publiez des offres et des demandes, partagez des pistes commerciales et concluez avec ceux qui en ont besoin.',
      growTitle: 'Grandir',
      growBody:
        'Recommandez des affaires pour gagner, ouvrez une boutique et touchez de nouveaux clients avec l’abonnement adapté à votre activité.',
    },
  },
  signUp: {
    title: 'Créer votre compte',
    lead: 'Rejoignez le réseau où les affaires se concluent.',
    firstName: 'Prénom',
    lastName: 'Nom',
    username: 'Nom d’utilisateur',
    usernameHint: 'De 3 à 30 lettres, chiffres, points, tirets ou tirets bas.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    passwordHint: 'Au moins 8 caractères.',
    submit: 'Créer le compte',
    submitting: 'Création de votre compte…',
    haveAccount: 'Déjà membre ?',
    signInLink: 'Se connecter',
    agreement:
      'En créant un compte, vous acceptez les <terms>Conditions d’utilisation</terms> et la <privacy>Politique de confidentialité</privacy>.',
    checking: 'Vérification…',
    usernameAvailable: 'Ce nom d’utilisateur est disponible.',
    errors: {
      disposableEmail: 'Utilisez une adresse e-mail permanente : les adresses jetables ou fictives ne sont pas acceptées.',
      emailTaken: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
      usernameTaken: 'Ce nom d’utilisateur est déjà pris. Choisissez-en un autre.',
      usernameFormat: 'Utilisez de 3 à 30 lettres, chiffres, points, tirets ou tirets bas, en commençant par une lettre ou un chiffre.',
      emailFormat: 'Saisissez une adresse e-mail valide.',
      passwordLength: 'Utilisez au moins 8 caractères.',
    },
  },
  signIn: {
    title: 'Connexion',
    lead: 'Bon retour sur Dealgrow.',
    returnNotice: 'Connectez-vous pour accéder à cette page.',
    login: 'E-mail ou nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    noAccount: 'Nouveau sur Dealgrow ?',
    signUpLink: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié ?',
    invalidCredentials: 'L’e-mail, le nom d’utilisateur ou le mot de passe est incorrect.',
    demoHint: 'Pour découvrir, connectez-vous avec ada@dealgrow.io et le mot de passe dealgrow-demo.',
  },
  verifyEmail: {
    title: 'Vérification de l’e-mail',
    verifying: 'Confirmation de votre adresse e-mail…',
    success: 'Votre adresse e-mail est confirmée et votre compte est actif.',
    failed: 'Ce lien de vérification est invalide ou a déjà été utilisé.',
    failedHelp: 'Connectez-vous et demandez un nouveau lien depuis votre page d’accueil.',
    missingToken: 'Ce lien ne contient pas de jeton de vérification. Rouvrez le lien reçu par e-mail.',
    continueHome: 'Aller à votre page d’accueil',
    signIn: 'Se connecter',
  },
  home: {
    greeting: 'Bienvenue, {{firstName}}',
    lead: 'C’est ici que commencent vos affaires sur Dealgrow.',
    profileCardTitle: 'Votre carte de profil',
    shortcuts: 'Raccourcis',
    checklist: {
      title: 'Premiers pas',
      progress: '{{done}} sur {{total}} terminé(s)',
      done: 'Fait',
      pending: 'À faire',
      verifyEmailTitle: 'Vérifiez votre adresse e-mail',
      verifyEmailPending: 'Nous avons envoyé un lien à {{email}}. Ouvrez-le pour activer votre compte.',
      verifyEmailDone: 'Votre adresse e-mail est vérifiée.',
      resend: 'Renvoyer le lien',
      resending: 'Envoi…',
      resent: 'Un nouveau lien est en route vers {{email}}.',
      completeProfileTitle: 'Complétez votre profil',
      completeProfilePending: 'Il manque encore : {{missing}}.',
      completeProfileDone: 'Votre profil est complet.',
      fields: {
        jobTitle: 'poste',
        companyName: 'entreprise',
        bio: 'courte présentation',
        country: 'pays',
      },
    },
  },
  settings: {
    title: 'Paramètres',
    lead: 'Votre langue, votre mot de passe et votre session.',
    languageTitle: 'Langue',
    languageLead: 'Dealgrow parle anglais, français et turc. La page reste la même quand vous changez de langue.',
    languageLabel: 'Langue de l’interface',
    passwordTitle: 'Changer de mot de passe',
    passwordLead: 'Changer de mot de passe vous déconnecte de tous vos autres appareils.',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Répétez le nouveau mot de passe',
    passwordMismatch: 'Les deux mots de passe diffèrent.',
    passwordSubmit: 'Changer le mot de passe',
    passwordSubmitting: 'Modification…',
    passwordChanged: 'Votre mot de passe est modifié. Vos autres appareils ont été déconnectés.',
    wrongPassword: 'Ce mot de passe est incorrect.',
    signOutTitle: 'Déconnexion',
    signOutLead: 'Déconnectez-vous de Dealgrow sur cet appareil. Tout ce qui est conservé dans ce navigateur est effacé.',
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion…',
  },
  leads,
  ...deals,
  ...network,
  ...companies,
  ...posts,
  footer: {
    rights: '© {{year}} Dealgrow. Tous droits réservés.',
    legal: 'Mentions légales',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    cookies: 'Politique relative aux cookies',
  },
  screenError: {
    title: 'Impossible d’afficher cette page',
    body: 'Une partie n’est pas arrivée : la connexion a peut-être été coupée, ou Dealgrow vient d’être mis à jour. Recharger la page suffit en général.',
    reload: 'Recharger la page',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  legal: {
    contact: 'Des questions ? Écrivez à legal@dealgrow.io.',
    terms: {
      title: 'Conditions d’utilisation',
      intro:
        'Les présentes conditions régissent votre utilisation de Dealgrow, le réseau social d’affaires. En créant un compte ou en utilisant le service, vous les acceptez.',
      sections: [
        {
          title: 'Votre compte',
          body: 'Vous devez fournir des informations exactes lors de l’inscription et les tenir à jour. Vous êtes responsable de ce qui se passe sous votre compte : gardez votre mot de passe secret et prévenez-nous immédiatement si vous pensez qu’une autre personne l’a utilisé. Une personne peut détenir un seul compte personnel ; les entreprises et les clubs sont gérés par les comptes personnels de leurs responsables.',
        },
        {
          title: 'Ce que vous pouvez faire',
          body: 'Vous pouvez tenir un profil professionnel, vous connecter avec d’autres membres, publier, discuter, partager des pistes commerciales et proposer ou acheter des affaires et des produits, dans le respect des présentes conditions et de la loi. Seules les personnes habilitées à agir pour une entreprise ou un club peuvent en créer la page.',
        },
        {
          title: 'Ce que vous ne pouvez pas faire',
          body: 'Ne publiez pas de contenu illicite, trompeur, discriminatoire ou contrefaisant ; n’envoyez pas de spam ni de messages de masse non sollicités ; n’aspirez pas le service, ne testez pas sa sécurité et ne perturbez pas son fonctionnement ; ne vous faites passer pour personne. Nous pouvons retirer les contenus et suspendre les comptes qui enfreignent ces règles.',
        },
        {
          title: 'Affaires, pistes et paiements',
          body: 'Les affaires et les produits sont proposés par des membres et des entreprises, et non par Dealgrow. Les parties à une transaction sont responsables de sa description, de son prix, de sa livraison et des taxes. Les paiements passent par des comptes connectés chez un prestataire de paiement, selon les conditions de ce prestataire ; les revenus de recommandation ne sont versés que pour les transactions conclues et payées.',
        },
        {
          title: 'Abonnements',
          body: 'Les abonnements payants se renouvellent à la fin de chaque période de facturation jusqu’à leur résiliation. Une résiliation prend effet à la fin de la période en cours ; une montée en gamme s’applique immédiatement et un passage à une offre inférieure au prochain renouvellement. Les prix incluent les taxes indiquées lors du paiement.',
        },
        {
          title: 'Vos contenus',
          body: 'Vous conservez les droits sur ce que vous publiez. Vous accordez à Dealgrow une licence mondiale et non exclusive pour l’héberger, l’afficher et le diffuser au sein du service, tant qu’il y reste, dans la mesure nécessaire à son fonctionnement.',
        },
        {
          title: 'Responsabilité et modifications',
          body: 'Le service est fourni en l’état. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter. Nous pouvons modifier ces conditions ; nous vous informerons de tout changement important au moins 30 jours avant son entrée en vigueur, et vous pourrez fermer votre compte si vous ne l’acceptez pas.',
        },
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      intro: 'Cette politique explique quelles données personnelles Dealgrow traite, pourquoi, et quels droits vous avez sur elles.',
      sections: [
        {
          title: 'Les données que nous collectons',
          body: 'Les données de compte que vous nous donnez (nom, nom d’utilisateur, adresse e-mail, mot de passe sous forme hachée, langue) ; les données de profil que vous choisissez d’ajouter (photo, poste, entreprise, expériences, formation, compétences) ; les contenus que vous publiez et les messages que vous envoyez ; et des données techniques comme votre adresse IP, votre appareil et les pages que vous consultez.',
        },
        {
          title: 'Pourquoi nous les utilisons',
          body: 'Pour fournir le service et votre compte (contrat) ; pour le sécuriser et prévenir les abus (intérêt légitime) ; pour vous envoyer les e-mails nécessaires, comme la vérification de votre adresse (contrat) ; et, uniquement avec votre consentement, pour vous envoyer des notifications push et des communications commerciales.',
        },
        {
          title: 'Qui y a accès',
          body: 'Votre profil public est visible des autres membres et des sites partenaires qui intègrent les widgets Dealgrow. Les publications suivent la visibilité que vous choisissez. Nous partageons des données avec les prestataires qui exploitent une partie du service pour nous (hébergement, e-mail, paiements, notifications push) dans le cadre de contrats qui les protègent. Nous ne vendons pas de données personnelles.',
        },
        {
          title: 'Combien de temps nous les gardons',
          body: 'Les données de compte sont conservées tant que votre compte est ouvert et supprimées dans les 30 jours suivant sa fermeture, sauf ce que la loi nous oblige à garder plus longtemps, comme les factures. Les journaux de sécurité sont conservés jusqu’à 12 mois.',
        },
        {
          title: 'Vos droits',
          body: 'Vous pouvez accéder à vos données, les rectifier, les exporter ou les supprimer, vous opposer à leur utilisation ou la limiter, et retirer votre consentement à tout moment. Écrivez à privacy@dealgrow.io. Vous pouvez aussi saisir votre autorité de protection des données.',
        },
      ],
    },
    cookies: {
      title: 'Politique relative aux cookies',
      intro: 'Dealgrow utilise un petit nombre de cookies et de stockages similaires. Cette page les liste et explique à quoi ils servent.',
      sections: [
        {
          title: 'Strictement nécessaires',
          body: 'Le cookie « token » vous garde connecté. Il contient votre clé de session, dure 180 jours et est supprimé lorsque vous vous déconnectez. Sans lui, vous ne pouvez pas utiliser les pages réservées aux membres ; il ne nécessite donc pas de consentement.',
        },
        {
          title: 'Préférences',
          body: 'La langue de l’interface figure dans l’adresse de la page (/fr, /tr). Le stockage local du navigateur peut conserver de petites valeurs, comme l’entreprise sélectionnée et la page atteinte dans une liste, pour que vous repreniez là où vous en étiez.',
        },
        {
          title: 'Mesure et erreurs',
          body: 'Nous enregistrons les erreurs techniques pour les corriger. Ces rapports ne contiennent aucun identifiant publicitaire et ne servent pas à vous suivre sur d’autres sites.',
        },
        {
          title: 'Gérer les cookies',
          body: 'Vous pouvez supprimer les cookies à tout moment dans les réglages de votre navigateur. Supprimer le cookie « token » vous déconnecte. Nous n’utilisons pas de cookies publicitaires.',
        },
      ],
    },
  },
};

export default fr;
