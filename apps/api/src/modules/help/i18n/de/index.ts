import type { HelpTranslation } from '../types';
import { apiQuestions } from './api-questions';
import { demandGeneration } from './demand-generation';
import { emailMarketing } from './email-marketing';
import { faq } from './faq';
import { marketingAutomation } from './marketing-automation';
import { personalization } from './personalization';
import { salesAutomation } from './sales-automation';

export const de: HelpTranslation = {
  faq,
  knowledgeBase: {
    'sales-automation': salesAutomation,
    'marketing-automation': marketingAutomation,
    'api-questions': apiQuestions,
    personalization,
    'email-marketing': emailMarketing,
    'demand-generation': demandGeneration,
  },
};
