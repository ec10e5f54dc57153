import type { InvoiceClient, InvoiceStatus } from '@beacon/contract/invoice';

/**
 * The sample clients, newest invoice first: #5036 is Andrew Burns, #4987 (the last) Jordan
 * Stevenson of Hall-Robbins PLC.
 */
const people = [
  ['Andrew Burns', 'Burns, Reed and Co'],
  ['Dana Carey', 'Carey-Lopez'],
  ['Tammy Sanchez', 'Sanchez Group'],
  ['Lori Wells', 'Wells and Sons'],
  ['Richard Payne', 'Payne Industries'],
  ['Stephanie Burns', 'Burns LLC'],
  ['Marcus Hill', 'Hill-Garza Ltd'],
  ['Teresa Moore', 'Moore Logistics'],
  ['Victor Chen', 'Chen & Partners'],
  ['Nora Fischer', 'Fischer GmbH'],
  ['Paul Adams', 'Adams Consulting'],
  ['Grace Liu', 'Liu Trading Co'],
  ['Henry Ward', 'Ward-Nichols Inc'],
  ['Isabel Cruz', 'Cruz Studio'],
  ['Kevin Brooks', 'Brooks Media'],
  ['Laura Kim', 'Kim Analytics'],
  ['Omar Haddad', 'Haddad Holdings'],
  ['Priya Nair', 'Nair Software'],
  ['Quentin Blake', 'Blake & Webb'],
  ['Rosa Martins', 'Martins Lda'],
  ['Samuel Price', 'Price Retail'],
  ['Tina Novak', 'Novak Design'],
  ['Umar Farouk', 'Farouk Imports'],
  ['Vera Lindqvist', 'Lindqvist AB'],
  ['Walter Young', 'Young Brothers'],
  ['Xenia Popova', 'Popova Labs'],
  ['Yusuf Demir', 'Demir Textiles'],
  ['Zoe Carter', 'Carter PLC'],
  ['Aaron Flores', 'Flores-Mills'],
  ['Bianca Rossi', 'Rossi SpA'],
  ['Caleb Turner', 'Turner Freight'],
  ['Diana Perez', 'Perez Foods'],
  ['Ethan Cole', 'Cole Engineering'],
  ['Fatima Zahra', 'Zahra Architects'],
  ['George Baker', 'Baker Hughes Ltd'],
  ['Hannah Schmidt', 'Schmidt & Koch'],
  ['Ivan Petrov', 'Petrov Systems'],
  ['Julia Santos', 'Santos Digital'],
  ['Kyle Jensen', 'Jensen Marine'],
  ['Lena Weber', 'Weber Energy'],
  ['Mason Reed', 'Reed Outdoor'],
  ['Nadia Rahman', 'Rahman Health'],
  ['Oscar Silva', 'Silva Farms'],
  ['Penelope Hart', 'Hart Publishing'],
  ['Rafael Ortiz', 'Ortiz Robotics'],
  ['Sophie Laurent', 'Laurent SARL'],
  ['Thomas Shelby', 'Shelby Company Limited'],
  ['Uma Patel', 'Patel Pharma'],
  ['William Grant', 'Grant Ventures'],
  ['Jordan Stevenson', 'Hall-Robbins PLC'],
] as const;

const countries = [
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'France',
  'Portugal',
  'Brazil',
  'India',
  'Australia',
  'Egypt',
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

export const sampleClients: InvoiceClient[] = people.map(([name, company], index) => {
  const [first = '', last = ''] = name.split(' ');
  return {
    name,
    company,
    companyEmail: `${slug(first)}.${slug(last)}@${slug(company)}.com`,
    address: `${100 + ((index * 37) % 900)} ${last} Street`,
    country: countries[index % countries.length] ?? 'United States',
    contact: `+1 (${200 + index}) 555-${String(1000 + index * 77).slice(-4)}`,
  };
});

/** Sample statuses: Paid 12, Partial Payment 11, Draft 10, Downloaded 8, Sent 6, Past Due 3. */
export const statusCounts: Record<InvoiceStatus, number> = {
  Paid: 12,
  'Partial Payment': 11,
  Draft: 10,
  Downloaded: 8,
  Sent: 6,
  'Past Due': 3,
};

/** The samples' services: 13, 13, 13 and 11. */
export const serviceCounts = {
  'Software Development': 13,
  'Template Customization': 13,
  'Unlimited Extended License': 13,
  'UI/UX Design & Development': 11,
} as const;

/** What each service's lines say, so an invoice reads as real work. */
export const serviceLines: Record<keyof typeof serviceCounts, [string, string]> = {
  'Software Development': ['Backend development', 'Frontend development'],
  'Template Customization': ['Theme customization', 'Component adjustments'],
  'Unlimited Extended License': ['Extended licence', 'Priority support, one year'],
  'UI/UX Design & Development': ['User research and wireframes', 'Visual design'],
};

export const FIRST_INVOICE_ID = 4987;
export const SAMPLE_INVOICES = 50;
