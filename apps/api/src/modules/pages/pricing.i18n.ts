import type { PricingPlan, QuestionAnswer } from '@beacon/contract/pages';
import type { ContentLanguage, TranslatedLanguage } from '../../lib/language';
import { pricingPlans, pricingQuestions } from './pricing.samples';

// The pricing page's own words in each language; prices, images and the popular mark stay those of
// pricing.samples.ts. Benefits and questions follow the English order, one for one.

type PlanKey = keyof typeof pricingPlans;
type PlanWords = Pick<PricingPlan, 'title' | 'subtitle' | 'planBenefits'>;

export interface PricingTranslation {
  plans: Record<PlanKey, PlanWords>;
  qandA: QuestionAnswer[];
}

export const pricingTranslations: Record<TranslatedLanguage, PricingTranslation> = {
  fr: {
    plans: {
      basicPlan: {
        title: 'Basique',
        subtitle: 'Un départ simple pour tout le monde',
        planBenefits: [
          '100 réponses par mois',
          'Formulaires et enquêtes illimités',
          'Champs illimités',
          'Outils de base pour créer des formulaires',
          'Jusqu’à 2 sous-domaines',
        ],
      },
      standardPlan: {
        title: 'Standard',
        subtitle: 'Pour les petites et moyennes entreprises',
        planBenefits: [
          'Réponses illimitées',
          'Formulaires et enquêtes illimités',
          'Page de profil Instagram',
          'Intégration Google Docs',
          'Page de remerciement personnalisée',
        ],
      },
      enterprisePlan: {
        title: 'Entreprise',
        subtitle: 'La solution des grandes organisations',
        planBenefits: [
          'Paiements PayPal',
          'Sauts logiques',
          'Envoi de fichiers avec 5 Go de stockage',
          'Domaine personnalisé',
          'Intégration Stripe',
        ],
      },
    },
    qandA: [
      {
        question: 'Mon abonnement se renouvelle-t-il automatiquement ?',
        ans: 'Oui. Une formule mensuelle se renouvelle chaque mois et une formule annuelle chaque année, au prix affiché lors de votre souscription. Vous pouvez résilier à tout moment depuis les paramètres de votre compte ; la formule reste active jusqu’à la fin de la période payée.',
      },
      {
        question: 'Sur combien de sites puis-je utiliser ma licence ?',
        ans: 'Une licence couvre un produit final : un seul site ou une seule application, quel que soit son nombre d’utilisateurs. Créer plusieurs produits pour différents clients demande une licence pour chacun.',
      },
      {
        question: 'Puis-je changer de formule plus tard ?',
        ans: 'Bien sûr. Passer à une formule supérieure prend effet immédiatement et vous ne payez que la différence pour le reste de la période ; passer à une formule inférieure prend effet au prochain renouvellement.',
      },
    ],
  },
  de: {
    plans: {
      basicPlan: {
        title: 'Basis',
        subtitle: 'Ein einfacher Einstieg für alle',
        planBenefits: [
          '100 Antworten pro Monat',
          'Unbegrenzt viele Formulare und Umfragen',
          'Unbegrenzt viele Felder',
          'Grundlegende Werkzeuge zum Erstellen von Formularen',
          'Bis zu 2 Subdomains',
        ],
      },
      standardPlan: {
        title: 'Standard',
        subtitle: 'Für kleine und mittlere Unternehmen',
        planBenefits: [
          'Unbegrenzt viele Antworten',
          'Unbegrenzt viele Formulare und Umfragen',
          'Instagram-Profilseite',
          'Google-Docs-Integration',
          'Eigene Dankeseite',
        ],
      },
      enterprisePlan: {
        // The German market's usual name for this tier; "Unternehmen" would clash with Standard's
        // "kleine und mittlere Unternehmen".
        title: 'Enterprise',
        subtitle: 'Die Lösung für große Organisationen',
        planBenefits: [
          'Zahlungen mit PayPal',
          'Logiksprünge',
          'Datei-Upload mit 5 GB Speicher',
          'Eigene Domain',
          'Stripe-Integration',
        ],
      },
    },
    qandA: [
      {
        question: 'Verlängert sich mein Abonnement automatisch?',
        ans: 'Ja. Ein Monatsplan verlängert sich jeden Monat, ein Jahresplan jedes Jahr, zu dem Preis, der beim Abschluss angezeigt wurde. Sie können jederzeit in Ihren Kontoeinstellungen kündigen; der Plan bleibt bis zum Ende des bezahlten Zeitraums aktiv.',
      },
      {
        question: 'Auf wie vielen Websites darf ich meine Lizenz verwenden?',
        ans: 'Eine Lizenz deckt ein Endprodukt ab: eine einzelne Website oder Anwendung, ganz gleich, wie viele Nutzer sie hat. Wer mehrere Produkte für verschiedene Kunden baut, braucht für jedes eine eigene Lizenz.',
      },
      {
        question: 'Kann ich meinen Plan später ändern?',
        ans: 'Selbstverständlich. Ein Upgrade gilt sofort, und Sie zahlen nur die Differenz für den Rest des Zeitraums; ein Downgrade gilt ab der nächsten Verlängerung.',
      },
    ],
  },
  pt: {
    plans: {
      basicPlan: {
        title: 'Básico',
        subtitle: 'Um início simples para todos',
        planBenefits: [
          '100 respostas por mês',
          'Formulários e inquéritos ilimitados',
          'Campos ilimitados',
          'Ferramentas básicas de criação de formulários',
          'Até 2 subdomínios',
        ],
      },
      standardPlan: {
        title: 'Padrão',
        subtitle: 'Para pequenas e médias empresas',
        planBenefits: [
          'Respostas ilimitadas',
          'Formulários e inquéritos ilimitados',
          'Página de perfil do Instagram',
          'Integração com o Google Docs',
          'Página de agradecimento personalizada',
        ],
      },
      enterprisePlan: {
        title: 'Empresarial',
        subtitle: 'A solução para grandes organizações',
        planBenefits: [
          'Pagamentos por PayPal',
          'Saltos lógicos',
          'Carregamento de ficheiros com 5 GB de armazenamento',
          'Domínio próprio',
          'Integração com o Stripe',
        ],
      },
    },
    qandA: [
      {
        question: 'A minha subscrição renova-se automaticamente?',
        ans: 'Sim. Um plano mensal renova-se todos os meses e um plano anual todos os anos, ao preço apresentado quando subscreveu. Pode cancelar a qualquer momento nas definições da sua conta; o plano continua ativo até ao fim do período pago.',
      },
      {
        question: 'Em quantos sites posso usar a minha licença?',
        ans: 'Uma licença cobre um produto final: um único site ou aplicação, seja qual for o número de utilizadores. Criar vários produtos para clientes diferentes exige uma licença para cada um.',
      },
      {
        question: 'Posso mudar de plano mais tarde?',
        ans: 'Claro. Subir de plano tem efeito imediato e paga apenas a diferença pelo resto do período; descer de plano tem efeito na renovação seguinte.',
      },
    ],
  },
  ar: {
    plans: {
      basicPlan: {
        title: 'الخطة الأساسية',
        subtitle: 'بداية بسيطة للجميع',
        planBenefits: [
          '100 رد شهريًا',
          'نماذج واستطلاعات غير محدودة',
          'حقول غير محدودة',
          'أدوات أساسية لإنشاء النماذج',
          'حتى نطاقين فرعيين',
        ],
      },
      standardPlan: {
        title: 'الخطة القياسية',
        subtitle: 'للشركات الصغيرة والمتوسطة',
        planBenefits: [
          'ردود غير محدودة',
          'نماذج واستطلاعات غير محدودة',
          'صفحة ملف شخصي على Instagram',
          'تكامل مع Google Docs',
          'صفحة شكر مخصّصة',
        ],
      },
      enterprisePlan: {
        title: 'خطة المؤسسات',
        subtitle: 'حل للمؤسسات الكبيرة',
        planBenefits: [
          'مدفوعات PayPal',
          'قفزات منطقية',
          'رفع الملفات مع مساحة تخزين 5 غيغابايت',
          'نطاق مخصّص',
          'تكامل مع Stripe',
        ],
      },
    },
    qandA: [
      {
        question: 'هل يتجدد اشتراكي تلقائيًا؟',
        ans: 'نعم. تتجدد الخطة الشهرية كل شهر والخطة السنوية كل عام، بالسعر المعروض عند اشتراكك. يمكنك الإلغاء في أي وقت من إعدادات حسابك، وتبقى الخطة فعّالة حتى نهاية الفترة التي دفعت ثمنها.',
      },
      {
        question: 'على كم موقع يمكنني استخدام ترخيصي؟',
        ans: 'يغطي الترخيص الواحد منتجًا نهائيًا واحدًا: موقعًا أو تطبيقًا واحدًا مهما بلغ عدد مستخدميه. أما بناء عدة منتجات لعملاء مختلفين فيتطلب ترخيصًا لكل منها.',
      },
      {
        question: 'هل يمكنني تغيير خطتي لاحقًا؟',
        ans: 'بالتأكيد. تسري الترقية فورًا ولا تدفع إلا الفرق عن بقية الفترة؛ أما الانتقال إلى خطة أدنى فيسري عند التجديد التالي.',
      },
    ],
  },
};

/** The plans and questions in `language`; whatever a translation lacks stays in English. */
export function pricingIn(language: ContentLanguage): {
  plans: Record<PlanKey, PricingPlan>;
  qandA: QuestionAnswer[];
} {
  if (language === 'en') return { plans: pricingPlans, qandA: pricingQuestions };
  const words = pricingTranslations[language];
  const plan = (key: PlanKey): PricingPlan => ({
    ...pricingPlans[key],
    title: words.plans[key].title,
    subtitle: words.plans[key].subtitle,
    planBenefits: pricingPlans[key].planBenefits.map(
      (benefit, index) => words.plans[key].planBenefits[index] ?? benefit,
    ),
  });
  return {
    plans: {
      basicPlan: plan('basicPlan'),
      standardPlan: plan('standardPlan'),
      enterprisePlan: plan('enterprisePlan'),
    },
    qandA: pricingQuestions.map((entry, index) => words.qandA[index] ?? entry),
  };
}
