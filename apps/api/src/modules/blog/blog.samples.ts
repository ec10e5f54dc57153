import type { BlogTag } from '@beacon/contract/blog-values';

export interface SamplePost {
  title: string;
  slug: string;
  tags: BlogTag[];
  excerpt: string;
  /** HTML within the sanitiser's whitelist. */
  content: string;
  /** When it was published (UTC). */
  postedAt: string;
  /** How many comments it has (the sample counts for the first six). */
  comments: number;
  bookmarks: number;
  /** Which of the seed's authors wrote it (an index, taken modulo their number). */
  author: number;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * Six list posts (with the sample tags and comment counts), then four recent posts (with the sample
 * dates), written as real posts of our own. All are published; the newest come first in the list.
 */
export const samplePosts: SamplePost[] = [
  {
    title: 'What a Tailor Taught Me About Designing Interfaces',
    slug: 'what-a-tailor-taught-me-about-designing-interfaces',
    tags: ['Quote', 'Fashion'],
    excerpt:
      'A jacket and a dashboard have more in common than you think: both are fitted to a person, and both fail when they are cut for everyone.',
    content:
      p(
        'My grandfather made suits for forty years in a shop the size of a parking space. When I told him I designed software, he asked one question: “Who do you measure?”',
        'It took me a decade to understand it. A tailor never starts with the cloth. He starts with the shoulders, the way a man stands, the pocket where the keys go. Software teams too often start with the component library and hope the person fits.',
      ) +
      '<h2>Three fittings, not one</h2>' +
      p(
        'A good suit takes three fittings. The first shows the shape, the second the details, the third the wear. We now review every screen the same way: a rough flow with real data, then the states nobody draws (empty, loading, failed), then a week of real use before we call it done.',
      ) +
      '<blockquote>“Cloth forgives nothing. Measure twice, and then ask the customer to sit down.”</blockquote>' +
      p(
        'That last part is the one we forget. People do not use an admin panel standing up straight in a demo. They use it tired, on a small laptop, with a phone ringing. Design for the sitting customer.',
      ),
    postedAt: '2020-01-10T18:00:00Z',
    comments: 76,
    bookmarks: 139,
    author: 0,
  },
  {
    title: 'Speedrunning Made Me a Faster Video Editor',
    slug: 'speedrunning-made-me-a-faster-video-editor',
    tags: ['Gaming', 'Video'],
    excerpt:
      'Routing a game to shave off seconds and cutting a video to keep viewers watching turn out to be the same skill: knowing what to skip.',
    content:
      p(
        'I started speedrunning a ten-year-old platformer during a long winter. Within a month I had a spreadsheet of every room, every jump and every frame I could save. Within two, my day job changed too: I edit product videos, and my cuts got tighter.',
      ) +
      '<h2>Routes are edits</h2>' +
      p(
        'A speedrun route is a list of decisions about what the player does not need to see. So is an edit. Once I started to plan videos as routes, the questions became simple:',
      ) +
      list(
        'What is the one thing this section must show?',
        'Which shot gets the viewer there in the fewest seconds?',
        'Where can I take a known risk for a big saving?',
      ) +
      p(
        'Runners also practise the hard parts in isolation. I now keep a folder of transitions I struggle with and rebuild them on quiet afternoons. It is the least glamorous habit I have, and the one that saved me the most time.',
      ),
    postedAt: '2020-01-10T17:00:00Z',
    comments: 2100,
    bookmarks: 412,
    author: 1,
  },
  {
    title: 'What We Ate During a 24-Hour Charity Game Marathon',
    slug: 'what-we-ate-during-a-24-hour-charity-game-marathon',
    tags: ['Gaming', 'Food'],
    excerpt:
      'Twelve players, one long stream and a kitchen that never closed: the menu that kept us going, and the snacks we will never buy again.',
    content:
      p(
        'Last spring our studio streamed games for twenty-four hours to raise money for a children’s hospital. We planned the schedule for weeks. We planned the food in an afternoon, and it showed.',
      ) +
      '<h2>What worked</h2>' +
      list(
        'A big pot of lentil soup, kept warm from noon to midnight.',
        'Rice balls wrapped the night before: no crumbs on the controllers.',
        'Fruit cut into pieces small enough to eat with one hand.',
      ) +
      '<h2>What did not</h2>' +
      p(
        'Pizza at three in the morning sounded like a reward. It was a nap. Sugary drinks gave us an hour of energy and a terrible hour after it. By the second evening everyone was asking for the soup.',
        'Next year the menu gets the same care as the schedule. Food is part of the stream: the viewers asked about the soup more than about our high scores.',
      ),
    postedAt: '2020-01-10T16:00:00Z',
    comments: 243,
    bookmarks: 57,
    author: 2,
  },
  {
    title: 'Shooting a Short Film on a Phone: What Worked',
    slug: 'shooting-a-short-film-on-a-phone-what-worked',
    tags: ['Video'],
    excerpt:
      'No camera budget, one weekend and a phone in a cheap grip. The light, the sound and the patience mattered far more than the lens.',
    content:
      p(
        'We had a script, three friends and no money for a camera. So we shot an eight-minute film on a phone in two days. Here is what we would tell anyone who tries.',
      ) +
      '<h2>Sound first</h2>' +
      p(
        'Viewers forgive a soft image; they leave at bad sound. A small clip-on microphone cost less than lunch for the crew and did more for the film than any app.',
      ) +
      '<h2>Light is free at the right hour</h2>' +
      p(
        'We shot the outdoor scenes in the hour after sunrise and the hour before sunset. Indoors, a white bed sheet on a window was our softbox.',
        'Most of all: lock the exposure and focus before every take. A phone wants to help, and its help ruins continuity.',
      ),
    postedAt: '2020-01-10T15:00:00Z',
    comments: 10,
    bookmarks: 23,
    author: 3,
  },
  {
    title: 'The Quote on Our Studio Wall, and Why It Stays',
    slug: 'the-quote-on-our-studio-wall-and-why-it-stays',
    tags: ['Quote', 'Fashion'],
    excerpt:
      'Every studio has a poster. Ours has one sentence, painted by hand, and it settles more arguments than any style guide.',
    content:
      p(
        'When we moved into our studio, the previous tenant, a fashion label, had left one sentence painted above the door:',
      ) +
      '<blockquote>“Make it simple, then make it beautiful, then stop.”</blockquote>' +
      p(
        'We meant to paint over it. Five years later it is the most quoted line in our reviews. The order matters: simple first, because beauty on top of confusion is decoration. And stop, because the last ten percent of polish is often where a design starts to serve its designer instead of its user.',
        'We have since added nothing to the wall. It seemed like the right way to honour the sentence.',
      ),
    postedAt: '2020-01-10T14:00:00Z',
    comments: 319,
    bookmarks: 88,
    author: 4,
  },
  {
    title: 'Filming a Capsule Wardrobe in One Week',
    slug: 'filming-a-capsule-wardrobe-in-one-week',
    tags: ['Fashion', 'Video'],
    excerpt:
      'Seven days, fifteen pieces of clothing and a camera that followed them everywhere. A small experiment in wearing less and showing more.',
    content:
      p(
        'The idea was simple: pick fifteen pieces of clothing, wear only those for a week, and film how they hold up at work, on a bike, at a wedding and in the rain.',
      ) +
      '<h2>The fifteen</h2>' +
      list(
        'Two pairs of trousers and one pair of jeans',
        'Four shirts, two of them plain',
        'One jacket, one coat, one knit',
        'Three pairs of shoes and one scarf',
      ) +
      p(
        'The surprise was not the clothes but the mornings. With fewer choices, getting dressed took two minutes. The video ends with the same question every viewer asked: what would your fifteen be?',
      ),
    postedAt: '2020-01-10T13:00:00Z',
    comments: 1500,
    bookmarks: 264,
    author: 5,
  },
  {
    title: 'Why We Stopped Posting on Every Social Network',
    slug: 'why-we-stopped-posting-on-every-social-network',
    tags: ['Quote'],
    excerpt:
      'We were on seven networks and good on none. Leaving five of them gave us time to write, and our readers followed us here.',
    content:
      p(
        'Two years ago our small team kept accounts on seven social networks. Each wanted its own format, its own hours and its own tone. We were busy every day and proud of nothing we posted.',
        'So we chose two, closed the rest and put the saved hours into this blog. Traffic dipped for a month and then grew past where it was. Our best readers did not care where we posted; they cared what we said.',
      ) + '<blockquote>“Be where your readers are, not where everybody is.”</blockquote>',
    postedAt: '2020-01-14T09:30:00Z',
    comments: 12,
    bookmarks: 31,
    author: 0,
  },
  {
    title: 'A Weeknight Bread You Can Start After Work',
    slug: 'a-weeknight-bread-you-can-start-after-work',
    tags: ['Food'],
    excerpt:
      'No starter, no stand mixer, no weekend: a loaf you mix in ten minutes at six and bake before bed.',
    content:
      p(
        'Good bread does not need a free Saturday. This loaf uses a little more yeast and a warm spot in the kitchen to be ready in about four hours, most of which you spend doing something else.',
      ) +
      '<h2>You need</h2>' +
      list(
        '500 g bread flour',
        '360 g warm water',
        '10 g salt and 5 g dried yeast',
        'A pot with a lid that can go in the oven',
      ) +
      p(
        'Mix everything until no dry flour is left. Fold the dough four times, half an hour apart. Shape it, let it rise for an hour, then bake it in the hot covered pot for thirty minutes and uncovered for fifteen more.',
      ),
    postedAt: '2020-03-04T18:45:00Z',
    comments: 31,
    bookmarks: 76,
    author: 2,
  },
  {
    title: 'Keeping Players: What Retention Numbers Miss',
    slug: 'keeping-players-what-retention-numbers-miss',
    tags: ['Gaming'],
    excerpt:
      'Day-seven retention told us players were leaving. It took a dozen phone calls to learn why, and the fix was not in any chart.',
    content:
      p(
        'Our puzzle game lost half its players in the first week. The dashboard told us when they left, to the level. It could not tell us why.',
        'So we called twelve players who had stopped. Most of them loved the game. They left because a daily reminder arrived at the wrong time and felt like a chore.',
      ) +
      '<h2>What we changed</h2>' +
      list(
        'Reminders now follow the hour a player usually plays.',
        'Missing a day costs nothing.',
        'Every level can be finished in under three minutes.',
      ) +
      p('Retention rose by a third. The chart did not change our minds; the conversations did.'),
    postedAt: '2020-02-18T11:15:00Z',
    comments: 8,
    bookmarks: 19,
    author: 1,
  },
  {
    title: 'The Surprising Numbers Behind a Small Cooking Channel',
    slug: 'the-surprising-numbers-behind-a-small-cooking-channel',
    tags: ['Food', 'Video'],
    excerpt:
      'A year of weekly cooking videos, shared in full: the views, the hours, the money and the one recipe that paid for the rest.',
    content:
      p(
        'We post one cooking video a week. After a year we promised our viewers the numbers, so here they are, good and bad.',
      ) +
      '<h2>The year in numbers</h2>' +
      list(
        '52 videos, each about eleven hours of work',
        'One video, a fifteen-minute soup, brought 40% of all views',
        'The longest videos were watched the longest',
      ) +
      p(
        'The most surprising number: viewers who cooked along watched three times longer than those who did not. We now show every step at the speed you would really do it, and it is our best change yet.',
      ),
    postedAt: '2020-10-08T16:00:00Z',
    comments: 54,
    bookmarks: 121,
    author: 3,
  },
];

/** Who writes the sample comments: names only, not accounts of this instance. */
export const sampleCommenters = [
  { name: 'Noor Haddad', website: '' },
  { name: 'Tomás Ribeiro', website: 'https://example.com/tomas' },
  { name: 'Ingrid Solberg', website: '' },
  { name: 'Kwame Mensah', website: 'https://example.org' },
  { name: 'Aiko Tanaka', website: '' },
  { name: 'Lucía Fernández', website: '' },
  { name: 'Piotr Nowak', website: 'https://example.net/piotr' },
  { name: 'Fatima Zahra', website: '' },
  { name: 'Oliver Grant', website: '' },
  { name: 'Hana Kim', website: 'https://example.com/hana' },
  { name: 'Mateo Rossi', website: '' },
] as const;

export const sampleCommentTexts = [
  'This is exactly what I needed to read this week. Thank you for writing it down so clearly.',
  'I tried this last weekend and it worked better than I expected.',
  'Great post! Could you share a little more about how you started?',
  'I disagree with one point, but the rest is spot on. Looking forward to the next one.',
  'Saved this for later. The list in the middle is worth printing.',
  'We had the same experience at our company, almost word for word.',
  'Short, honest and useful. More of this, please.',
  'The part about doing less really stuck with me.',
  'I shared this with my team and it started a good discussion.',
  'Has anyone tried this with a bigger group? I wonder if it scales.',
  'Beautifully written. The quote alone made my day.',
  'Thanks for including the mistakes too; that is the most useful part.',
] as const;
