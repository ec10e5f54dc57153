/**
 * The demo's sample people: accounts that cannot sign in, which other modules' samples show (the
 * chat's contacts, the shop's buyers, the blog's writers). Each holds a sample role, so every role
 * has members, and a plan.
 */
export const samplePeople: readonly { fullName: string; role: string; currentPlan: string }[] = [
  { fullName: 'Felecia Rower', role: 'administrator', currentPlan: 'enterprise' },
  { fullName: 'Adalberto Granzin', role: 'manager', currentPlan: 'team' },
  { fullName: 'Joaquina Weisenborn', role: 'user', currentPlan: 'basic' },
  { fullName: 'Verla Morgano', role: 'support', currentPlan: 'company' },
  { fullName: 'Margot Henschke', role: 'manager', currentPlan: 'team' },
  { fullName: 'Sal Piggee', role: 'restricted-user', currentPlan: 'basic' },
  { fullName: 'Miguel Guelff', role: 'user', currentPlan: 'basic' },
  { fullName: 'Mauro Elenbaas', role: 'administrator', currentPlan: 'enterprise' },
  { fullName: 'Bridgett Omohundro', role: 'support', currentPlan: 'company' },
  { fullName: 'Zenia Jacobs', role: 'manager', currentPlan: 'team' },
];

/** A sample person's account: a username and address from the name, a numbered avatar. */
export function samplePersonAccount(index: number) {
  const person = samplePeople[index];
  if (!person) throw new Error(`There is no sample person ${index}`);
  const username = person.fullName.toLowerCase().replace(/\s+/g, '.');
  return {
    ...person,
    username,
    email: `${username}@demo.com`,
    avatar: `/assets/images/avatars/${index + 2}.svg`,
  };
}
