import type { PricingPlan, QuestionAnswer } from '@beacon/contract/pages';
import { svgDataUrl } from './svg-data-url';

// Simple drawings in the app's blues: a sprout, a small house, a tower block, as the plans grow.
const frame = (body: string) =>
  svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
  <circle cx="80" cy="80" r="76" fill="#e7f5ff"/><ellipse cx="80" cy="136" rx="52" ry="8" fill="#a5d8ff"/>
  ${body}</svg>`);

const basicImg =
  frame(`<path d="M80 136V84" stroke="#2f9e44" stroke-width="6" stroke-linecap="round"/>
  <path d="M80 96C58 96 46 82 46 62C68 62 80 76 80 96Z" fill="#51cf66"/>
  <path d="M80 86C80 64 94 50 116 50C116 72 102 86 80 86Z" fill="#40c057"/>`);

const standardImg = frame(`<path d="M40 80L80 46L120 80V134H40Z" fill="#4dabf7"/>
  <path d="M32 84L80 42L128 84" fill="none" stroke="#1971c2" stroke-width="8" stroke-linejoin="round"/>
  <rect x="68" y="100" width="24" height="34" rx="3" fill="#1971c2"/>
  <rect x="50" y="88" width="14" height="14" rx="2" fill="#e7f5ff"/>
  <rect x="96" y="88" width="14" height="14" rx="2" fill="#e7f5ff"/>`);

const enterpriseImg = frame(`<rect x="52" y="28" width="56" height="106" rx="4" fill="#364fc7"/>
  <rect x="28" y="70" width="30" height="64" rx="3" fill="#4c6ef5"/>
  <rect x="102" y="58" width="30" height="76" rx="3" fill="#748ffc"/>
  <g fill="#dbe4ff"><rect x="62" y="40" width="12" height="10"/><rect x="86" y="40" width="12" height="10"/>
  <rect x="62" y="60" width="12" height="10"/><rect x="86" y="60" width="12" height="10"/>
  <rect x="62" y="80" width="12" height="10"/><rect x="86" y="80" width="12" height="10"/>
  <rect x="62" y="100" width="12" height="10"/><rect x="86" y="100" width="12" height="10"/></g>`);

/** Basic 0; Standard 49, 40 a month yearly, 480 a year; Enterprise 99, 80, 960. */
export const pricingPlans: Record<'basicPlan' | 'standardPlan' | 'enterprisePlan', PricingPlan> = {
  basicPlan: {
    title: 'Basic',
    img: basicImg,
    subtitle: 'A simple start for everyone',
    monthlyPrice: 0,
    yearlyPlan: { perMonth: 0, totalAnnual: 0 },
    planBenefits: [
      '100 responses a month',
      'Unlimited forms and surveys',
      'Unlimited fields',
      'Basic form creation tools',
      'Up to 2 subdomains',
    ],
    popular: false,
  },
  standardPlan: {
    title: 'Standard',
    img: standardImg,
    subtitle: 'For small to medium businesses',
    monthlyPrice: 49,
    yearlyPlan: { perMonth: 40, totalAnnual: 480 },
    planBenefits: [
      'Unlimited responses',
      'Unlimited forms and surveys',
      'Instagram profile page',
      'Google Docs integration',
      'Custom “Thank you” page',
    ],
    popular: true,
  },
  enterprisePlan: {
    title: 'Enterprise',
    img: enterpriseImg,
    subtitle: 'Solution for big organizations',
    monthlyPrice: 99,
    yearlyPlan: { perMonth: 80, totalAnnual: 960 },
    planBenefits: [
      'PayPal payments',
      'Logic jumps',
      'File upload with 5 GB storage',
      'Custom domain support',
      'Stripe integration',
    ],
    popular: false,
  },
};

/** The pricing page's three questions. */
export const pricingQuestions: QuestionAnswer[] = [
  {
    question: 'Does my subscription automatically renew?',
    ans: 'Yes. A monthly plan renews every month and a yearly plan every year, at the price shown when you subscribed. You can cancel at any time from your account settings; the plan stays active until the end of the period you paid for.',
  },
  {
    question: 'How many sites can I use my licence on?',
    ans: 'One licence covers one end product: a single site or application, however many users it has. Building several products for different clients needs a licence for each.',
  },
  {
    question: 'Can I change my plan later?',
    ans: 'Of course. Moving up takes effect at once and you pay only the difference for the rest of the period; moving down takes effect at the next renewal.',
  },
];
