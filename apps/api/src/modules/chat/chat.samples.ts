import type { ChatStatus } from '@beacon/contract/chat';

/** The ten sample contacts (the sample people of auth.samples.ts) with their job titles and presence. */
export const sampleContacts: {
  fullName: string;
  role: string;
  status: ChatStatus;
  about: string;
}[] = [
  {
    fullName: 'Felecia Rower',
    role: 'Frontend Developer',
    status: 'offline',
    about: 'Builds the screens you click on; happiest with a clean design system and a fast build.',
  },
  {
    fullName: 'Adalberto Granzin',
    role: 'UI/UX Designer',
    status: 'busy',
    about: 'Sketches first, pixels later. Ask me about the new dashboard layouts.',
  },
  {
    fullName: 'Joaquina Weisenborn',
    role: 'Town planner',
    status: 'busy',
    about: 'Maps, zoning and public transport. Lunch walks welcome.',
  },
  {
    fullName: 'Verla Morgano',
    role: 'Data scientist',
    status: 'online',
    about: 'Turns the sales numbers into forecasts. Coffee keeps the models running.',
  },
  {
    fullName: 'Margot Henschke',
    role: 'Dietitian',
    status: 'busy',
    about: 'Meal plans for the team challenge; send me your questions any time.',
  },
  {
    fullName: 'Sal Piggee',
    role: 'Marketing executive',
    status: 'online',
    about: 'Campaigns, launches and the newsletter. Always looking for customer stories.',
  },
  {
    fullName: 'Miguel Guelff',
    role: 'Special educational needs teacher',
    status: 'online',
    about: 'Teaching and tooling for learners who need a different path.',
  },
  {
    fullName: 'Mauro Elenbaas',
    role: 'Advertising copywriter',
    status: 'away',
    about: 'Headlines, taglines and the occasional haiku.',
  },
  {
    fullName: 'Bridgett Omohundro',
    role: 'Designer, television/film set',
    status: 'offline',
    about: 'Building worlds out of plywood and paint. Back on set next week.',
  },
  {
    fullName: 'Zenia Jacobs',
    role: 'Building surveyor',
    status: 'away',
    about: 'Out on site most days; I answer in the evening.',
  },
];

/** Who wrote: the demo admin (`me`) or the contact. */
type Line = [from: 'me' | 'contact', message: string];

/** Chat 1 with Felecia (6 messages, all read) and chat 2 with Adalberto (10, one unseen). */
export const sampleChats: { contact: number; unseen: number; daysAgo: number; lines: Line[] }[] = [
  {
    contact: 0,
    unseen: 0,
    daysAgo: 2,
    lines: [
      ['contact', 'Hi'],
      ['me', 'Hello. How can I help You?'],
      ['contact', 'Can I get details of my last transaction I made last month?'],
      ['me', 'We need to check if we can provide you such information.'],
      ['me', 'I will inform you as I get update on this.'],
      ['me', 'If it takes long you can mail me at my mail address.'],
    ],
  },
  {
    contact: 1,
    unseen: 1,
    daysAgo: 1,
    lines: [
      ['me', 'How can we help? We’re here for you!'],
      [
        'contact',
        'Hey John, I am looking for the best admin template. Could you please help me to find it out?',
      ],
      ['contact', 'It should be Bootstrap 5 compatible.'],
      ['me', 'Absolutely!'],
      ['me', 'This admin template is built with React and TypeScript: clean code and a real API.'],
      ['contact', 'Looks clean and fresh UI.'],
      ['contact', 'It’s perfect for my next project.'],
      ['contact', 'How can I purchase it?'],
      ['me', 'It is open source: clone the repository and you are set.'],
      ['contact', 'I will clone it this afternoon. Thanks!'],
    ],
  },
];

/** The demo admin's profile. */
export const sampleProfile = {
  about: 'Runs the admin team: accounts, roles and the monthly reports. Ask me about access.',
  chosenStatus: 'online' as ChatStatus,
  twoStep: true,
  notifications: false,
};
