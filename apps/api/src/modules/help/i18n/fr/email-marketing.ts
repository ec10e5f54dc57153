import type { KbCategoryTranslation } from '../types';

export const emailMarketing: KbCategoryTranslation = {
  title: 'E-mail marketing',
  desc: 'Des newsletters qui arrivent en boîte de réception, des listes qui restent propres et des envois à l’heure de vos lecteurs.',
  groups: ['Envoi', 'Délivrabilité', 'Listes et désabonnements'],
  questions: {
    'how-do-i-schedule-a-newsletter': {
      question: 'Comment programmer une newsletter ?',
      content:
        '<p>Quand la newsletter est prête, appuyez sur <strong>Envoyer</strong> et choisissez <strong>Programmer</strong>. Choisissez une date et une heure dans le fuseau horaire de votre compte, ou laissez chaque contact la recevoir à la même heure locale.</p><p>Une newsletter programmée peut être modifiée ou déprogrammée jusqu’au début de l’envoi.</p>',
    },
    'can-i-send-a-test-email-before-a-campaign': {
      question: 'Puis-je envoyer un e-mail de test avant une campagne ?',
      content:
        '<p>Oui. Appuyez sur <strong>Envoyer un test</strong> dans l’éditeur et saisissez jusqu’à cinq adresses. Les tests affichent la personnalisation d’un contact de votre choix, pour vérifier les jetons et les valeurs de repli.</p><p>Les envois de test portent la mention [Test] dans l’objet et sont exclus des rapports.</p>',
    },
    'what-is-the-best-time-to-send': {
      question: 'Quel est le meilleur moment pour envoyer ?',
      content:
        '<p>Cela dépend de vos lecteurs. Consultez le rapport <strong>Engagement par heure</strong> de vos envois passés, puis testez deux heures d’envoi sur deux moitiés de votre liste.</p><p>Pour commencer, les publics professionnels ouvrent surtout en semaine le matin, et les particuliers le soir et le week-end.</p>',
    },
    'why-are-my-emails-going-to-spam': {
      question: 'Pourquoi mes e-mails arrivent-ils dans les spams ?',
      content:
        '<p>Les fournisseurs de messagerie jugent l’expéditeur, la liste et le message. Vérifiez dans l’ordre :</p><ol><li>Votre domaine est authentifié par SPF, DKIM et DMARC.</li><li>Votre liste ne contient que des personnes qui ont demandé à recevoir vos messages, et les adresses en erreur en sont retirées.</li><li>Le message a un nom d’expéditeur clair, un véritable objet et un équilibre entre texte et images.</li></ol><p>Le rapport de délivrabilité montre vos taux de rebond et de plainte ; gardez les plaintes sous 0,1 %.</p>',
    },
    'how-do-i-set-up-spf-dkim-and-dmarc': {
      question: 'Comment configurer SPF, DKIM et DMARC ?',
      content:
        '<p>Ouvrez <strong>Paramètres › Domaines d’envoi</strong> et ajoutez votre domaine. Nous affichons les enregistrements DNS à créer :</p><ul><li>un enregistrement SPF qui autorise nos serveurs à envoyer pour vous ;</li><li>deux enregistrements DKIM qui signent chaque message ;</li><li>un enregistrement DMARC qui indique aux fournisseurs quoi faire des messages qui échouent aux contrôles.</li></ul><p>Créez-les chez votre hébergeur DNS, puis appuyez sur <strong>Vérifier</strong>. Les changements peuvent mettre quelques heures à se propager.</p>',
    },
    'how-do-unsubscribes-work': {
      question: 'Comment fonctionnent les désabonnements ?',
      content:
        '<p>Chaque e-mail marketing porte un lien de désabonnement et un en-tête de désabonnement en un clic. Un contact qui utilise l’un ou l’autre cesse aussitôt de recevoir les e-mails marketing, de toutes les listes.</p><p>Les e-mails transactionnels, comme les reçus, continuent d’être envoyés.</p>',
    },
    'can-i-import-a-purchased-list': {
      question: 'Puis-je importer une liste achetée ?',
      content:
        '<p>Non. Les listes achetées ou louées sont contraires à nos conditions : les personnes qui y figurent n’ont jamais accepté de recevoir vos messages, et leur écrire nuit à votre réputation et à celle de tous ceux qui partagent nos serveurs.</p><p>Faites plutôt grandir votre liste avec des formulaires d’inscription, des événements et des contenus que les gens recherchent.</p>',
    },
  },
};
