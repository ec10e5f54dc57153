import type { KbCategoryTranslation } from '../types';

export const marketingAutomation: KbCategoryTranslation = {
  title: 'Automatisation marketing',
  desc: 'Des campagnes qui démarrent d’elles-mêmes, le bon message au bon moment, et des prospects notés pour les ventes.',
  groups: ['Campagnes', 'Déclencheurs et conditions', 'Lead scoring'],
  questions: {
    'how-do-i-build-a-multi-step-campaign': {
      question: 'Comment construire une campagne en plusieurs étapes ?',
      content:
        '<p>Ouvrez <strong>Marketing › Campagnes</strong> et appuyez sur <strong>Nouvelle campagne</strong>. L’éditeur présente la campagne comme un flux, de haut en bas.</p><ol><li>Choisissez comment les contacts entrent : un formulaire, une liste ou un événement sur votre site.</li><li>Ajoutez des étapes : des e-mails, des temps d’attente, des conditions qui divisent le flux et des mises à jour de champs du contact.</li><li>Fixez un objectif, comme un achat, qui fait sortir les contacts de la campagne lorsqu’ils l’atteignent.</li></ol><p>Appuyez sur <strong>Démarrer</strong> quand le flux est prêt ; vous pouvez suivre les chiffres de chaque étape à mesure que les contacts avancent.</p>',
    },
    'can-i-pause-a-running-campaign': {
      question: 'Puis-je mettre en pause une campagne en cours ?',
      content:
        '<p>Oui. Appuyez sur <strong>Pause</strong> en haut de la campagne. Les contacts restent où ils sont et aucune étape ne s’exécute avant la reprise.</p><p>À la reprise, les attentes terminées pendant la pause s’exécutent aussitôt. Si la pause a été longue, vérifiez que les prochains e-mails ont encore du sens avant de reprendre.</p>',
    },
    'how-are-contacts-enrolled-in-a-campaign': {
      question: 'Comment les contacts sont-ils inscrits dans une campagne ?',
      content:
        '<p>Un contact entre dans une campagne lorsqu’il remplit la règle d’entrée que vous avez définie :</p><ul><li>il envoie un formulaire choisi ;</li><li>il est ajouté à une liste ;</li><li>il fait quelque chose sur votre site, comme visiter la page des tarifs ;</li><li>vous l’ajoutez à la main depuis sa fiche.</li></ul><p>Les contacts désabonnés des e-mails marketing ne sont jamais inscrits.</p>',
    },
    'which-events-can-start-an-automation': {
      question: 'Quels événements peuvent lancer une automatisation ?',
      content:
        '<p>Une automatisation peut démarrer lorsqu’un contact :</p><ul><li>est créé ou change un champ, comme son étape du cycle de vie ;</li><li>ouvre un e-mail ou clique dedans ;</li><li>consulte une page ou envoie un formulaire ;</li><li>achète quelque chose, lorsque votre boutique est connectée.</li></ul><p>Vous pouvez aussi lancer des automatisations à une date, par exemple une date de renouvellement ou un anniversaire.</p>',
    },
    'how-do-i-stop-contacts-entering-a-campaign-twice': {
      question: 'Comment empêcher un contact d’entrer deux fois dans une campagne ?',
      content:
        '<p>Ouvrez les paramètres de la campagne et désactivez <strong>Autoriser la réinscription</strong>. Un contact qui a déjà parcouru la campagne sera alors ignoré, même s’il remplit de nouveau la règle d’entrée.</p><p>Pour exclure aussi les personnes présentes dans une autre campagne, ajoutez une condition à l’étape d’entrée : « n’est pas dans la campagne … ».</p>',
    },
    'how-does-lead-scoring-work': {
      question: 'Comment fonctionne le lead scoring ?',
      content:
        '<p>Chaque contact a un score fait des points que vous attribuez selon qui il est et ce qu’il fait.</p><ul><li><strong>Profil</strong> : intitulé de poste, taille de l’entreprise, pays.</li><li><strong>Engagement</strong> : e-mails ouverts, pages visitées, formulaires envoyés.</li></ul><p>Les points d’engagement s’estompent avec le temps : un contact actif l’an dernier ne passe pas devant un contact actif aujourd’hui.</p>',
    },
    'how-do-i-hand-a-qualified-lead-to-sales': {
      question: 'Comment transmettre un prospect qualifié aux ventes ?',
      content:
        '<p>Convenez avec votre équipe commerciale du score à partir duquel un prospect est prêt, puis créez un workflow qui démarre lorsque le score d’un contact l’atteint.</p><ol><li>Passez son étape du cycle de vie à Prospect qualifié par les ventes.</li><li>Attribuez-le à un commercial et créez une tâche d’appel.</li><li>Retirez-le des campagnes de nurturing pour qu’il ne reçoive pas d’e-mails marketing pendant les échanges commerciaux.</li></ol>',
    },
  },
};
