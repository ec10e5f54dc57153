import type { KbCategoryTranslation } from '../types';

export const salesAutomation: KbCategoryTranslation = {
  title: 'Automatisation des ventes',
  desc: 'Des pipelines, des relances et des rapports qui font avancer chaque affaire sans tâches répétitives.',
  groups: ['Premiers pas', 'Workflows', 'Rapports'],
  questions: {
    'how-do-i-set-up-my-first-sales-pipeline': {
      question: 'Comment configurer mon premier pipeline de ventes ?',
      content:
        '<p>Un pipeline est la liste des étapes que traverse une affaire, du premier contact à la signature. Ouvrez <strong>Ventes › Pipelines</strong> et appuyez sur <strong>Nouveau pipeline</strong>.</p><ol><li>Nommez le pipeline d’après le produit ou l’équipe qu’il sert.</li><li>Ajoutez une étape par phase de votre processus de vente, par exemple Qualifiée, Démo, Proposition et Négociation.</li><li>Donnez à chaque étape une probabilité de gain pour que la prévision puisse pondérer les affaires en cours.</li></ol><p>Vous pouvez réordonner ou renommer les étapes à tout moment ; les affaires gardent leur place.</p>',
    },
    'how-do-i-import-my-existing-contacts-and-deals': {
      question: 'Comment importer mes contacts et mes affaires existants ?',
      content:
        '<p>Exportez vos données de votre ancien outil dans un fichier CSV, puis ouvrez <strong>Paramètres › Importer</strong>.</p><ul><li>Envoyez le fichier et associez chaque colonne à un champ.</li><li>Choisissez le pipeline et l’étape où démarrent les affaires importées.</li><li>Vérifiez l’aperçu : les lignes dont l’adresse e-mail n’est pas valide sont listées et ignorées.</li></ul><p>Les contacts qui existent déjà sont reconnus à leur adresse e-mail et mis à jour au lieu d’être dupliqués.</p>',
    },
    'which-sales-tasks-can-be-automated': {
      question: 'Quelles tâches commerciales peut-on automatiser ?',
      content:
        '<p>Tout ce qui suit une règle peut tourner tout seul. Les automatisations les plus courantes sont :</p><ul><li>créer une tâche de relance lorsqu’une affaire atteint une étape ;</li><li>envoyer un e-mail de rappel lorsqu’une proposition n’a pas été ouverte depuis trois jours ;</li><li>attribuer les nouveaux prospects au bon commercial selon la région ou le montant de l’affaire ;</li><li>mettre à jour le montant de l’affaire lorsqu’un devis est accepté.</li></ul><p>Commencez par une automatisation, observez-la pendant une semaine, puis ajoutez la suivante.</p>',
    },
    'how-do-i-create-a-follow-up-sequence': {
      question: 'Comment créer une séquence de relance ?',
      content:
        '<p>Une séquence est une série d’e-mails et de tâches étalés sur plusieurs jours. Ouvrez <strong>Ventes › Séquences</strong> et appuyez sur <strong>Nouvelle séquence</strong>.</p><ol><li>Ajoutez la première étape : un modèle d’e-mail ou une tâche d’appel.</li><li>Réglez le délai avant chaque étape suivante, en jours ouvrés.</li><li>Choisissez quand un contact quitte la séquence, par exemple lorsqu’il répond ou réserve un rendez-vous.</li></ol><p>Inscrivez des contacts depuis une affaire, une liste ou un workflow.</p>',
    },
    'can-a-workflow-assign-leads-to-my-team': {
      question: 'Un workflow peut-il attribuer automatiquement les prospects à mon équipe ?',
      content:
        '<p>Oui. Ajoutez une action <strong>Attribuer un responsable</strong> à un workflow qui démarre lorsqu’un prospect est créé. Vous pouvez attribuer :</p><ul><li>à tour de rôle (round robin) entre les commerciaux de votre choix ;</li><li>par territoire, d’après le pays ou la région du prospect ;</li><li>au commercial qui a le moins d’affaires en cours.</li></ul><p>Les commerciaux sont prévenus par e-mail et dans l’application lorsqu’un prospect leur est attribué.</p>',
    },
    'why-did-my-workflow-not-run': {
      question: 'Pourquoi mon workflow ne s’est-il pas exécuté ?',
      content:
        '<p>Ouvrez le workflow et regardez son onglet <strong>Historique</strong> : chaque fiche examinée y figure avec la raison pour laquelle elle a été inscrite ou non. Les causes habituelles sont :</p><ul><li>le workflow est encore un brouillon et n’a jamais été activé ;</li><li>la fiche ne remplit pas l’une des conditions ;</li><li>la fiche était déjà inscrite et la réinscription est désactivée.</li></ul><p>Les modifications d’un workflow s’appliquent aux fiches inscrites après la modification.</p>',
    },
    'how-do-i-forecast-revenue-from-my-pipeline': {
      question: 'Comment prévoir le chiffre d’affaires de mon pipeline ?',
      content:
        '<p>La prévision additionne le montant des affaires en cours, chacun pondéré par la probabilité de gain de son étape, pour les mois où tombent leurs dates de clôture.</p><p>Ouvrez <strong>Rapports › Prévision</strong> et choisissez le pipeline et la période. Gardez des dates de clôture et des probabilités réalistes : la prévision ne vaut que ce qu’elles valent.</p>',
    },
    'how-do-i-see-each-reps-activity': {
      question: 'Comment voir l’activité de chaque commercial ?',
      content:
        '<p>Le rapport <strong>Activité</strong> compte les appels, e-mails, rendez-vous et tâches réalisés par chaque commercial sur la période choisie.</p><ul><li>Filtrez par équipe pour comparer les commerciaux qui vendent le même produit.</li><li>Ouvrez la ligne d’un commercial pour voir la liste des activités derrière chaque chiffre.</li></ul><p>Seuls les managers et les administrateurs voient les chiffres des autres commerciaux.</p>',
    },
  },
};
