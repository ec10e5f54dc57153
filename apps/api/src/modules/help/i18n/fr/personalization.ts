import type { KbCategoryTranslation } from '../types';

export const personalization: KbCategoryTranslation = {
  title: 'Personnalisation',
  desc: 'Des pages et des messages qui changent avec chaque visiteur, fondés sur des segments que vous maîtrisez.',
  groups: ['Contenu', 'Segments', 'Confidentialité'],
  questions: {
    'how-do-i-show-different-content-to-different-visitors': {
      question: 'Comment montrer un contenu différent à des visiteurs différents ?',
      content:
        '<p>Sélectionnez une section d’une page ou d’un e-mail et choisissez <strong>Personnaliser</strong>. Ajoutez une version par segment, et une version par défaut pour tous les autres.</p><p>Lorsque plusieurs segments correspondent à un visiteur, la première version de la liste l’emporte : placez la plus spécifique en haut.</p>',
    },
    'can-i-use-a-contacts-first-name-on-a-page': {
      question: 'Puis-je utiliser le prénom d’un contact sur une page ?',
      content:
        '<p>Oui, avec un jeton de personnalisation comme <code>{{contact.firstname}}</code>. Prévoyez toujours une valeur de repli, par exemple « à vous », pour les visiteurs que nous ne connaissons pas encore.</p><p>Les jetons sont remplis sur nos serveurs : la page n’expose jamais les données d’autres contacts.</p>',
    },
    'how-do-i-build-a-segment': {
      question: 'Comment créer un segment ?',
      content:
        '<p>Ouvrez <strong>Contacts › Segments</strong> et appuyez sur <strong>Nouveau segment</strong>. Combinez des règles portant sur :</p><ul><li>les champs du contact, comme le pays ou le secteur ;</li><li>le comportement, comme les pages vues ces 30 derniers jours ;</li><li>l’appartenance à des listes et à des campagnes.</li></ul><p>Le nombre de contacts correspondants se met à jour pendant que vous modifiez les règles.</p>',
    },
    'how-often-are-segments-updated': {
      question: 'À quelle fréquence les segments sont-ils mis à jour ?',
      content:
        '<p>Les segments fondés sur les champs du contact se mettent à jour moins d’une minute après un changement. Les segments fondés sur un comportement sur une période, comme « a visité deux fois cette semaine », sont recalculés toutes les heures.</p>',
    },
    'do-visitors-have-to-consent-to-personalization': {
      question: 'Les visiteurs doivent-ils consentir à la personnalisation ?',
      content:
        '<p>Dans de nombreux pays, oui : une personnalisation fondée sur le suivi exige le consentement du visiteur. Connectez votre bandeau de cookies dans <strong>Paramètres › Confidentialité</strong>.</p><p>Les visiteurs qui refusent voient la version par défaut de chaque section personnalisée, et aucun comportement n’est enregistré pour eux.</p>',
    },
    'how-do-i-delete-a-visitors-data': {
      question: 'Comment supprimer les données d’un visiteur ?',
      content:
        '<p>Ouvrez le contact et choisissez <strong>Supprimer définitivement</strong>. Ses champs, son activité et ses appartenances aux segments sont effacés sous 24 heures, et il est gardé sur une liste d’exclusion pour ne pas être recréé par un import.</p><p>Les demandes de suppression faites par l’API sont traitées de la même façon.</p>',
    },
  },
};
