import type { KbCategoryTranslation } from '../types';

export const demandGeneration: KbCategoryTranslation = {
  title: 'Génération de la demande',
  desc: 'Des pages d’atterrissage, des formulaires et des événements qui attirent de nouveaux prospects, et les rapports qui montrent ce qui a marché.',
  groups: ['Pages d’atterrissage et formulaires', 'Événements et webinaires', 'Attribution'],
  questions: {
    'how-do-i-create-a-landing-page': {
      question: 'Comment créer une page d’atterrissage ?',
      content:
        '<p>Ouvrez <strong>Marketing › Pages d’atterrissage</strong>, appuyez sur <strong>Nouvelle page</strong> et choisissez un modèle.</p><ol><li>Écrivez un seul titre et un seul appel à l’action : une page qui demande une seule chose convertit le mieux.</li><li>Ajoutez un formulaire et choisissez la liste que rejoignent les nouveaux contacts.</li><li>Publiez sur votre propre domaine ou sur le nôtre.</li></ol>',
    },
    'how-do-i-add-a-form-to-my-website': {
      question: 'Comment ajouter un formulaire à mon site web ?',
      content:
        '<p>Créez le formulaire dans <strong>Marketing › Formulaires</strong>, puis appuyez sur <strong>Intégrer</strong> et copiez l’extrait dans le HTML de votre site. Le formulaire reprend les polices et les couleurs de votre site.</p><p>Les envois créent ou mettent à jour des contacts et peuvent lancer n’importe quelle automatisation.</p>',
    },
    'how-do-i-promote-a-webinar': {
      question: 'Comment promouvoir un webinaire ?',
      content:
        '<p>Créez l’événement dans <strong>Marketing › Événements</strong> ; il reçoit sa propre page d’inscription. Ensuite :</p><ul><li>envoyez une invitation aux segments que le sujet intéresse, environ trois semaines avant ;</li><li>envoyez un rappel une semaine avant à ceux qui ne se sont pas inscrits ;</li><li>partagez le lien d’inscription sur les réseaux sociaux avec les paramètres de suivi que nous générons.</li></ul>',
    },
    'how-do-i-follow-up-with-attendees': {
      question: 'Comment relancer les participants ?',
      content:
        '<p>Après l’événement, les participants et les absents sont enregistrés dans deux listes. Envoyez à chacune son propre e-mail dans la journée : l’enregistrement et la suite aux participants, l’enregistrement et un court résumé à ceux qui l’ont manqué.</p><p>La participation augmente le score du prospect : les participants engagés arrivent plus tôt aux ventes.</p>',
    },
    'how-is-campaign-attribution-calculated': {
      question: 'Comment l’attribution des campagnes est-elle calculée ?',
      content:
        '<p>L’attribution répartit le mérite d’une affaire entre les campagnes que le contact a rencontrées avant qu’elle soit gagnée. Vous pouvez choisir le modèle :</p><ul><li><strong>Premier contact</strong> : tout le mérite à la campagne qui a amené le contact ;</li><li><strong>Dernier contact</strong> : tout le mérite à la dernière campagne avant l’affaire ;</li><li><strong>Linéaire</strong> : un mérite égal à chaque campagne du parcours.</li></ul>',
    },
    'how-do-i-track-utm-parameters': {
      question: 'Comment suivre les paramètres UTM ?',
      content:
        '<p>Ajoutez <code>utm_source</code>, <code>utm_medium</code> et <code>utm_campaign</code> aux liens que vous partagez. Lorsqu’un visiteur arrive avec ces paramètres puis devient un contact, leurs valeurs sont enregistrées sur la première visite du contact.</p><p>Gardez toujours la même orthographe : « newsletter » et « Newsletter » comptent comme deux sources.</p>',
    },
  },
};
