import type { HelpTranslation } from '../types';

export const faq: HelpTranslation['faq'] = {
  payment: {
    title: 'Paiement',
    subtitle: 'Régler votre commande, prélèvements et bons d’achat',
    qandA: [
      {
        question: 'Quels moyens de paiement acceptez-vous ?',
        ans: 'Nous acceptons les cartes de crédit et de débit Visa, Mastercard et American Express, PayPal, Apple Pay et Google Pay. Dans certains pays, vous pouvez aussi payer par virement bancaire ; les moyens disponibles pour vous sont affichés lors du paiement.',
      },
      {
        question: 'Est-il sûr de payer par carte sur votre site ?',
        ans: 'Oui. Chaque page du paiement passe par une connexion chiffrée et les données de votre carte vont directement à notre prestataire de paiement, certifié selon la norme PCI DSS. Nous ne voyons ni ne conservons jamais le numéro complet de votre carte.',
      },
      {
        question: 'Pourquoi mon paiement a-t-il été refusé ?',
        ans: 'La plupart des refus viennent de la banque : une adresse de facturation qui ne correspond pas à la carte, une carte expirée, un plafond de dépenses journalier ou un contrôle de sécurité. Vérifiez les informations saisies, puis réessayez ou contactez votre banque. Votre commande est conservée 24 heures le temps de réessayer.',
      },
      {
        question: 'Puis-je payer en plusieurs fois ?',
        ans: 'Pour les commandes de plus de 100 $, vous pouvez répartir le montant en trois mensualités sans frais avec notre partenaire de financement. Choisissez « Payer en 3 fois » lors du paiement ; l’accord prend quelques secondes et n’a aucun effet sur votre cote de crédit.',
      },
      {
        question: 'Quand ma carte sera-t-elle débitée ?',
        ans: 'Nous réservons le montant lorsque vous passez la commande et encaissons le paiement lorsque la commande quitte notre entrepôt. Si une partie de la commande est expédiée plus tard, chaque partie est débitée au moment de son expédition.',
      },
      {
        question: 'Facturez-vous des frais pour un paiement dans une autre devise ?',
        ans: 'Nous affichons les prix dans votre devise locale et débitons exactement le montant affiché. Votre banque peut ajouter ses propres frais de change si votre carte est dans une autre devise ; renseignez-vous auprès d’elle sur ses tarifs.',
      },
      {
        question: 'Comment utiliser une carte cadeau ou un code promo ?',
        ans: 'Saisissez le code dans le champ « Carte cadeau ou code promo » du paiement et appuyez sur Appliquer. La remise apparaît dans le récapitulatif de la commande avant que vous ne payiez. Un seul code promo est accepté par commande, mais il peut être combiné avec une carte cadeau.',
      },
    ],
  },
  delivery: {
    title: 'Livraison',
    subtitle: 'Délais, frais et destinations d’expédition',
    qandA: [
      {
        question: 'Combien de temps prend la livraison ?',
        ans: 'La livraison standard prend 3 à 5 jours ouvrés et la livraison express 1 à 2 jours ouvrés. Les commandes passées avant 14 h un jour ouvré quittent notre entrepôt le jour même.',
      },
      {
        question: 'Combien coûte l’expédition ?',
        ans: 'La livraison standard est gratuite dès 50 $ d’achat et coûte 4,99 $ en dessous. La livraison express coûte 9,99 $ quel que soit le montant de la commande. Le prix exact est affiché lors du paiement, avant que vous ne payiez.',
      },
      {
        question: 'Livrez-vous à l’international ?',
        ans: 'Nous livrons dans plus de 40 pays. Les droits de douane et taxes d’importation sont inclus dans le prix pour les livraisons dans l’UE et au Royaume-Uni ; ailleurs, le transporteur peut les percevoir à la livraison.',
      },
      {
        question: 'Que se passe-t-il si je suis absent quand mon colis arrive ?',
        ans: 'Le transporteur laisse un avis de passage ou envoie un message avec plusieurs options : une seconde tentative de livraison, une livraison chez un voisin ou un retrait dans un point relais proche. Les colis non retirés sous 14 jours nous reviennent et sont remboursés.',
      },
      {
        question: 'Puis-je annuler une commande déjà expédiée ?',
        ans: 'Une fois qu’un colis a quitté l’entrepôt, il ne peut plus être arrêté. Refusez la livraison ou renvoyez le colis à son arrivée : nous vous rembourserons dès qu’il nous sera revenu.',
      },
    ],
  },
  cancellationReturn: {
    title: 'Annulation et retour',
    subtitle: 'Changer d’avis, retours et remboursements',
    qandA: [
      {
        question: 'Comment annuler ma commande ?',
        ans: 'Ouvrez Mes commandes, ouvrez la commande et choisissez « Annuler la commande ». Vous pouvez annuler tant que la commande n’est pas emballée, en général dans l’heure qui suit. Votre banque libère le montant réservé sous quelques jours.',
      },
      {
        question: 'Quelle est votre politique de retour ?',
        ans: 'Vous pouvez retourner la plupart des articles dans les 30 jours suivant la livraison, inutilisés et dans leur emballage d’origine. Les articles personnalisés, les logiciels ouverts et les produits d’hygiène ne peuvent pas être retournés, sauf s’ils sont défectueux.',
      },
      {
        question: 'Comment retourner un article ?',
        ans: 'Ouvrez la commande dans Mes commandes, choisissez « Retourner des articles », sélectionnez les articles et le motif, puis imprimez l’étiquette prépayée. Déposez le colis dans n’importe quel bureau de poste ou point relais du transporteur indiqué sur l’étiquette.',
      },
      {
        question: 'Quand serai-je remboursé ?',
        ans: 'Nous vous remboursons dans les 5 jours ouvrés suivant la réception de votre retour, sur le moyen de paiement utilisé. Selon votre banque, l’argent arrive sur votre compte 3 à 10 jours plus tard.',
      },
      {
        question: 'Puis-je échanger un article contre une autre taille ou couleur ?',
        ans: 'Oui. Choisissez « Échanger » au lieu de « Retourner » en lançant le retour et sélectionnez la taille ou la couleur souhaitée. Nous expédions le nouvel article dès qu’il est en stock, avec la livraison standard offerte.',
      },
      {
        question: 'Qui paie les frais de retour ?',
        ans: 'Les retours sont gratuits pendant les 30 premiers jours pour les commandes livrées dans nos principaux pays de livraison. Pour les autres pays, le coût de l’étiquette est déduit de votre remboursement.',
      },
      {
        question: 'Et si mon article arrive endommagé ou défectueux ?',
        ans: 'Nous en sommes désolés ! Envoyez-nous une photo du dommage depuis Mes commandes dans les 14 jours suivant la livraison. Nous remplaçons l’article ou le remboursons intégralement, frais de port compris, et vous n’avez rien à payer pour le retour.',
      },
    ],
  },
  myOrders: {
    title: 'Mes commandes',
    subtitle: 'Suivre et gérer vos commandes',
    qandA: [
      {
        question: 'Comment suivre ma commande ?',
        ans: 'Dès que votre commande est expédiée, nous vous envoyons un e-mail avec un lien de suivi. Vous pouvez aussi suivre chaque colis depuis Mes commandes, où chaque commande affiche son statut et la dernière mise à jour du transporteur.',
      },
      {
        question: 'Où voir l’historique de mes commandes ?',
        ans: 'Connectez-vous et ouvrez Mes commandes : toutes les commandes passées avec votre compte y figurent, de la plus récente à la plus ancienne, avec leur facture à télécharger.',
      },
      {
        question: 'Puis-je ajouter des articles à une commande déjà passée ?',
        ans: 'Une commande ne peut plus être modifiée une fois passée, afin de pouvoir quitter l’entrepôt rapidement. Passez une seconde commande pour les articles supplémentaires ; si les deux sont passées le même jour, nous les expédions ensemble dans la mesure du possible.',
      },
      {
        question: 'Pourquoi ma commande est-elle toujours en attente ?',
        ans: 'Une commande reste en attente pendant que nous attendons la confirmation du paiement, en général quelques minutes. Les virements bancaires prennent 1 à 3 jours ouvrés. Si une commande est en attente depuis plus longtemps, contactez-nous et nous examinerons la situation.',
      },
      {
        question: 'J’ai reçu le mauvais article. Que dois-je faire ?',
        ans: 'Signalez-le depuis Mes commandes avec une photo de l’article et de son étiquette. Nous vous envoyons aussitôt le bon article, ainsi qu’une étiquette prépayée pour renvoyer le mauvais.',
      },
    ],
  },
  productServices: {
    title: 'Produits et services',
    subtitle: 'Garantie, stock et services complémentaires',
    qandA: [
      {
        question: 'Vos produits sont-ils garantis ?',
        ans: 'Chaque produit bénéficie d’une garantie constructeur d’au moins deux ans. Les conditions de garantie et la marche à suivre pour la faire valoir figurent dans la documentation du produit et sur sa fiche.',
      },
      {
        question: 'Comment savoir si un produit est en stock ?',
        ans: 'La fiche produit indique le stock pour votre pays de livraison. Lorsqu’un produit est en rupture, appuyez sur « Me prévenir » et nous vous écrirons dès son retour.',
      },
      {
        question: 'Proposez-vous l’emballage cadeau ?',
        ans: 'Oui, pour 3,99 $ par article. Cochez « Emballage cadeau » à côté de l’article dans votre panier et ajoutez un message si vous le souhaitez ; les prix ne figurent pas dans le colis.',
      },
      {
        question: 'Puis-je être aidé pour installer mon produit ?',
        ans: 'Notre équipe d’assistance peut vous guider dans l’installation par chat ou par téléphone et, pour les gros appareils, nous proposons une installation à domicile à prix fixe, à réserver lors du paiement.',
      },
    ],
  },
};
