import type { KbCategoryTranslation } from '../types';

export const apiQuestions: KbCategoryTranslation = {
  title: 'Questions sur l’API',
  desc: 'Applications de développeur, clés et webhooks pour tous ceux qui construisent sur la plateforme.',
  groups: ['Applications de développeur', 'Authentification', 'Webhooks'],
  questions: {
    'why-was-my-developer-application-rejected': {
      question: 'Pourquoi mon application de développeur a-t-elle été refusée ?',
      content:
        '<p>Toute application qui demande l’accès aux données des clients est examinée avant sa mise en ligne. L’e-mail de refus en donne les raisons ; les plus fréquentes sont :</p><ul><li>le lien vers la politique de confidentialité manque ou n’explique pas comment les données des clients sont utilisées ;</li><li>l’application demande plus d’autorisations (scopes) qu’elle n’en a besoin ;</li><li>la description ou les captures d’écran ne montrent pas ce que fait l’application ;</li><li>l’adresse de redirection n’utilise pas HTTPS.</li></ul><p>Corrigez les points relevés, puis appuyez sur <strong>Soumettre à nouveau</strong> sur la page de l’application. Un second examen prend en général moins de temps que le premier.</p>',
    },
    'how-do-i-register-a-developer-application': {
      question: 'Comment enregistrer une application de développeur ?',
      content:
        '<p>Connectez-vous au portail développeur et appuyez sur <strong>Nouvelle application</strong>.</p><ol><li>Donnez à l’application un nom, une description et une icône.</li><li>Saisissez les adresses de redirection utilisées par votre parcours de connexion.</li><li>Choisissez les scopes dont l’application a besoin, et seulement ceux-là.</li></ol><p>Vous recevez aussitôt un identifiant client. Un compte de test vous permet de développer avant l’examen ; l’examen n’est nécessaire que pour publier.</p>',
    },
    'how-long-does-application-review-take': {
      question: 'Combien de temps dure l’examen d’une application ?',
      content:
        '<p>La plupart des applications sont examinées en cinq jours ouvrés. Celles qui demandent des scopes sensibles, comme la facturation ou les données personnelles, peuvent prendre jusqu’à dix jours.</p><p>Vous pouvez suivre l’examen sur la page de l’application ; nous vous écrivons dès que la décision est prise.</p>',
    },
    'how-do-i-get-an-api-key': {
      question: 'Comment obtenir une clé d’API ?',
      content:
        '<p>Les administrateurs créent les clés dans <strong>Paramètres › Clés d’API</strong>. Chaque clé a un nom et les scopes qu’elle peut utiliser.</p><p>La clé n’est affichée qu’une fois, à sa création : conservez-la dans votre gestionnaire de secrets, jamais dans le code source. Envoyez-la dans l’en-tête <code>Authorization</code> de chaque requête.</p>',
    },
    'how-do-i-rotate-a-leaked-api-key': {
      question: 'Comment remplacer une clé d’API divulguée ?',
      content:
        '<p>Agissez tout de suite : une clé divulguée donne ses scopes à quiconque la détient.</p><ol><li>Créez une nouvelle clé avec les mêmes scopes.</li><li>Déployez-la dans chaque service qui utilisait l’ancienne.</li><li>Révoquez l’ancienne clé dans <strong>Paramètres › Clés d’API</strong> ; les requêtes faites avec elle échouent dès cet instant.</li></ol><p>Le journal d’activité de la clé indique quelles adresses l’ont utilisée, pour que vous puissiez repérer un usage abusif.</p>',
    },
    'what-are-the-api-rate-limits': {
      question: 'Quelles sont les limites de débit de l’API ?',
      content:
        '<p>Chaque clé peut faire 100 requêtes par 10 secondes et 250 000 par jour. Chaque réponse porte des en-têtes indiquant la limite, ce qu’il reste et le moment de sa remise à zéro.</p><p>Une requête au-delà de la limite reçoit le statut 429 ; attendez le nombre de secondes de son en-tête <code>Retry-After</code> avant de réessayer.</p>',
    },
    'how-do-i-verify-a-webhook-signature': {
      question: 'Comment vérifier la signature d’un webhook ?',
      content:
        '<p>Chaque requête de webhook porte un en-tête de signature : un HMAC-SHA256 du corps brut de la requête, calculé avec le secret de votre webhook.</p><ol><li>Calculez le même HMAC sur le corps exactement tel que reçu, avant de l’analyser.</li><li>Comparez-le à l’en-tête en temps constant.</li><li>Rejetez les requêtes dont l’en-tête d’horodatage date de plus de cinq minutes.</li></ol>',
    },
    'what-happens-when-my-webhook-endpoint-is-down': {
      question: 'Que se passe-t-il quand mon point de terminaison de webhook est indisponible ?',
      content:
        '<p>Un envoi qui n’obtient pas de réponse 2xx en dix secondes est renvoyé avec des délais croissants pendant trois jours au plus. Les envois peuvent donc arriver en retard et dans le désordre : utilisez l’horodatage de l’événement, pas l’heure d’arrivée.</p><p>Après trois jours d’échecs, le webhook est désactivé et les administrateurs reçoivent un e-mail.</p>',
    },
  },
};
