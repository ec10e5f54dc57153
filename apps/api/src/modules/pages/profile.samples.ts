import type { ProfilePost, ProfileReply } from '@beacon/contract/pages';
import { svgDataUrl } from './svg-data-url';

// The sample content around the signed-in user's header and about: people,
// pages, posts and photos of our own, drawn from the app's avatars and product illustrations.

const avatar = (n: number) => `/assets/images/avatars/${n}.svg`;
const photo = (n: number) => `/assets/images/products/${n}.svg`;

/** A wide banner in the app's blues, with soft hills: the profile header's background. */
export const coverImg =
  svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4263eb"/><stop offset="1" stop-color="#15aabf"/></linearGradient></defs>
  <rect width="1200" height="300" fill="url(#sky)"/>
  <circle cx="960" cy="80" r="46" fill="#fff3bf" opacity="0.9"/>
  <path d="M0 230C180 170 330 250 520 205S860 150 1200 215V300H0Z" fill="#3bc9db" opacity="0.55"/>
  <path d="M0 265C220 220 420 285 640 250S1000 215 1200 255V300H0Z" fill="#1864ab" opacity="0.6"/>
</svg>`);

export const suggestedPages: ProfileReply['suggestedPages'] = [
  { avatar: avatar(3), username: 'Peter Reed', subtitle: 'Company', favorite: false },
  { avatar: avatar(4), username: 'Harriett Adkins', subtitle: 'Company', favorite: false },
  { avatar: avatar(5), username: 'Juan Weaver', subtitle: 'Company', favorite: false },
  { avatar: avatar(6), username: 'Claudia Chandler', subtitle: 'Company', favorite: false },
  { avatar: avatar(7), username: 'Earl Briggs', subtitle: 'Company', favorite: true },
  { avatar: avatar(8), username: 'Jonathan Lyons', subtitle: 'Beauty Store', favorite: false },
];

export const twitterFeeds: ProfileReply['twitterFeeds'] = [
  {
    imgUrl: avatar(9),
    title: 'Gertrude Stevens',
    id: 'tiana59',
    desc: 'Finished the new icon set for the spring catalogue. Soft shadows and rounded corners, all drawn on a 24 px grid.',
    favorite: false,
    tags: '#design #fashion',
  },
  {
    imgUrl: avatar(10),
    title: 'Lura Jones',
    id: 'tiana59',
    desc: 'Moved our docs site to the new component library this week: half the CSS, and every page is faster.',
    favorite: true,
    tags: '#vuejs #code #coffeez',
  },
  {
    imgUrl: avatar(11),
    title: 'Norman Gross',
    id: 'tiana59',
    desc: 'Working on a rounded display font for children’s books. The lower-case g took three days.',
    favorite: false,
    tags: '#sketch #illustration #font',
  },
];

/** The feed, newest first: the reply carries the first page, "Load more" asks for the next. */
export const profilePosts: ProfilePost[] = [
  {
    id: 1,
    avatar: avatar(12),
    username: 'Leeanna Alvord',
    postTime: '2026-03-12T01:16:00Z',
    postText:
      'Baking weekend: the new stand mixer made short work of three loaves and a batch of cookies. The whole flat smells wonderful.',
    postImg: photo(4),
    likes: 1240,
    youLiked: true,
    comments: 125,
    share: 12,
    likedUsers: [
      { avatar: avatar(1), username: 'Trine Lynes' },
      { avatar: avatar(2), username: 'Lilian Nenes' },
      { avatar: avatar(3), username: 'Alberto Glotzbach' },
      { avatar: avatar(5), username: 'George Nordic' },
      { avatar: avatar(6), username: 'Vinnie Mostowy' },
    ],
    likedCount: 140,
    detailedComments: [
      {
        avatar: avatar(6),
        username: 'Kitty Allanson',
        comment: 'Those loaves look perfect. Recipe, please!',
        commentsLikes: 34,
        youLiked: false,
      },
      {
        avatar: avatar(7),
        username: 'Jackey Potter',
        comment: 'Which mixer is it? Mine struggles with bread dough.',
        commentsLikes: 61,
        youLiked: true,
      },
    ],
  },
  {
    id: 2,
    avatar: avatar(2),
    username: 'Rosa Walters',
    postTime: '2026-03-10T17:45:00Z',
    postText:
      'The new headphones finally arrived. Noise cancelling on a train is a different world: I read a whole chapter without noticing the stops.',
    postImg: photo(3),
    likes: 1270,
    youLiked: false,
    comments: 115,
    share: 7,
    likedUsers: [
      { avatar: avatar(8), username: 'Kori Scargle' },
      { avatar: avatar(9), username: 'Florinda Mollison' },
      { avatar: avatar(10), username: 'Beltran Endley' },
    ],
    likedCount: 271,
    detailedComments: [
      {
        avatar: avatar(3),
        username: 'Kitty Allanson',
        comment: 'Which model is it? I am looking for a pair for my commute.',
        commentsLikes: 12,
        youLiked: false,
      },
    ],
  },
  {
    id: 3,
    avatar: avatar(5),
    username: 'Charles Watson',
    postTime: '2026-03-08T09:20:00Z',
    postText:
      'Shipped the new onboarding today. Three screens instead of seven, and the first test group finished it twice as fast. Small changes, big wins.',
    postImg: null,
    likes: 162,
    youLiked: false,
    comments: 9,
    share: 3,
    likedUsers: [
      { avatar: avatar(1), username: 'Dane Thrush' },
      { avatar: avatar(4), username: 'Wren Halley' },
    ],
    likedCount: 162,
    detailedComments: [
      {
        avatar: avatar(11),
        username: 'Jackey Potter',
        comment: 'Congratulations to the whole team, well deserved!',
        commentsLikes: 8,
        youLiked: false,
      },
    ],
  },
  {
    id: 4,
    avatar: avatar(8),
    username: 'Mabel Ford',
    postTime: '2026-03-05T14:02:00Z',
    postText:
      'Weekend project: a reading corner with a proper lamp. The warm light makes all the difference in the evening.',
    postImg: photo(14),
    likes: 318,
    youLiked: false,
    comments: 21,
    share: 4,
    likedUsers: [
      { avatar: avatar(2), username: 'Rosa Walters' },
      { avatar: avatar(12), username: 'Leeanna Alvord' },
    ],
    likedCount: 318,
    detailedComments: [],
  },
  {
    id: 5,
    avatar: avatar(10),
    username: 'Omar Lindgren',
    postTime: '2026-02-27T08:30:00Z',
    postText:
      'Reminder for everyone on the design team: the component library review is on Thursday. Bring the screens you struggled with the most.',
    postImg: null,
    likes: 57,
    youLiked: false,
    comments: 6,
    share: 0,
    likedUsers: [{ avatar: avatar(9), username: 'Florinda Mollison' }],
    likedCount: 57,
    detailedComments: [
      {
        avatar: avatar(4),
        username: 'Wren Halley',
        comment: 'I will bring the data tables. Filters on mobile are still tricky.',
        commentsLikes: 5,
        youLiked: false,
      },
    ],
  },
  {
    id: 6,
    avatar: avatar(3),
    username: 'Alberto Glotzbach',
    postTime: '2026-02-20T19:11:00Z',
    postText:
      'Switched to a 13-inch ultrabook for travel. Day three: a lighter bag, a battery that lasts all day, and I have not missed the big screen once.',
    postImg: photo(10),
    likes: 904,
    youLiked: true,
    comments: 64,
    share: 11,
    likedUsers: [
      { avatar: avatar(5), username: 'Charles Watson' },
      { avatar: avatar(7), username: 'Earl Briggs' },
      { avatar: avatar(11), username: 'Norman Gross' },
    ],
    likedCount: 904,
    detailedComments: [],
  },
  {
    id: 7,
    avatar: avatar(11),
    username: 'Norman Gross',
    postTime: '2026-02-14T11:48:00Z',
    postText:
      'First sketches for the spring campaign are up on the board. Feedback welcome before Friday.',
    postImg: null,
    likes: 73,
    youLiked: false,
    comments: 4,
    share: 1,
    likedUsers: [{ avatar: avatar(6), username: 'Claudia Chandler' }],
    likedCount: 73,
    detailedComments: [],
  },
];

export const latestPhotos: ProfileReply['latestPhotos'] = [1, 3, 6, 8, 12, 14, 17, 21, 25].map(
  (n) => ({ img: photo(n) }),
);

export const suggestions: ProfileReply['suggestions'] = [
  { avatar: avatar(9), username: 'Peter Reed', mutualFriends: 6 },
  { avatar: avatar(10), username: 'Harriett Adkins', mutualFriends: 3 },
  { avatar: avatar(11), username: 'Juan Weaver', mutualFriends: 1 },
  { avatar: avatar(12), username: 'Claudia Chandler', mutualFriends: 16 },
  { avatar: avatar(1), username: 'Earl Briggs', mutualFriends: 4 },
  { avatar: avatar(2), username: 'Jonathan Lyons', mutualFriends: 25 },
];

export interface SamplePoll {
  id: string;
  question: string;
  /** `votes` are the sample's own; every stored vote adds one to its option. */
  options: { id: string; name: string; votes: number; voters: number[] }[];
}

const voters = (...ids: number[]) => ids;

/** The right column's polls: a Marvel question, and one of our own. */
export const samplePolls: SamplePoll[] = [
  {
    id: 'marvel-actor',
    question: 'Who is the best actor in Marvel Cinematic Universe?',
    options: [
      { id: 'rdj', name: 'Robert Downey Jr.', votes: 42, voters: voters(1, 2, 3, 4) },
      { id: 'hemsworth', name: 'Chris Hemsworth', votes: 27, voters: voters(5, 6, 7) },
      { id: 'ruffalo', name: 'Mark Ruffalo', votes: 14, voters: voters(8, 9) },
      { id: 'evans', name: 'Chris Evans', votes: 19, voters: voters(10, 11, 12) },
      { id: 'johansson', name: 'Scarlett Johansson', votes: 23, voters: voters(2, 6, 10) },
    ],
  },
  {
    id: 'next-feature',
    question: 'Which feature should this dashboard get next?',
    options: [
      { id: 'reports', name: 'Scheduled reports', votes: 17, voters: voters(3, 7) },
      { id: 'workspaces', name: 'Team workspaces', votes: 12, voters: voters(4, 8) },
      { id: 'audit-log', name: 'Audit log', votes: 9, voters: voters(1) },
      { id: 'mobile-app', name: 'Mobile app', votes: 21, voters: voters(5, 9, 12) },
    ],
  },
];

const people = [
  'Trine Lynes',
  'Lilian Nenes',
  'Alberto Glotzbach',
  'George Nordic',
  'Vinnie Mostowy',
  'Kori Scargle',
  'Florinda Mollison',
  'Beltran Endley',
  'Dane Thrush',
  'Wren Halley',
  'Norman Gross',
  'Leeanna Alvord',
];

/** A voter of the samples as the reply shows them: avatar N and a name of its own. */
export const samplePerson = (n: number) => ({
  avatar: avatar(n),
  username: people[n - 1] ?? `Voter ${n}`,
});
