import { describe, expect, it } from 'vitest';
import { headerAndAbout } from './profile.routes';

// The header and about from the account's facts, as any lookup app.ts hands in gives them.
describe('headerAndAbout', () => {
  const facts = {
    fullName: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    avatar: 'data:image/png;base64,AAAA',
    role: 'restricted-user',
    joinedAt: '2024-05-01T08:30:00.000Z',
    bio: '  Writes the first programs.  ',
    country: 'United Kingdom',
    website: 'https://ada.example.com',
    phone: '+44 20 0000 0000',
  };

  it('shows the account settings’ bio, country and website, and the role as a title', () => {
    const { header, userAbout } = headerAndAbout(facts);
    expect(header).toMatchObject({
      avatar: 'data:image/png;base64,AAAA',
      username: 'Ada Lovelace',
      designation: 'Restricted User',
    });
    expect(userAbout).toEqual({
      about: 'Writes the first programs.',
      joined: '2024-05-01T08:30:00.000Z',
      lives: 'United Kingdom',
      email: 'ada@example.com',
      website: 'https://ada.example.com',
    });
  });

  it('leaves what is not set as null, names the account by its username, and takes a Date', () => {
    const { header, userAbout } = headerAndAbout({
      ...facts,
      fullName: '  ',
      avatar: null,
      role: 'admin',
      joinedAt: new Date('2025-01-02T03:04:05Z'),
      bio: '',
      country: undefined,
      website: '   ',
    });
    expect(header).toMatchObject({ avatar: '', username: 'ada', designation: 'Admin' });
    expect(userAbout).toMatchObject({
      about: null,
      lives: null,
      website: null,
      joined: '2025-01-02T03:04:05.000Z',
    });
  });
});
