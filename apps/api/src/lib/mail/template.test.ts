import { describe, expect, it } from 'vitest';
import { defineMail } from './template';

const resetMail = defineMail<{ name: string; url: string }>({
  en: ({ name, url }) => ({
    subject: `Reset your password, ${name}`,
    lines: [`Hello ${name},`, 'Someone asked to reset your password.'],
    action: { label: 'Choose a new password', url },
    footer: 'If it was not you, ignore this mail.',
  }),
  fr: ({ url }) => ({
    subject: 'Réinitialisez votre mot de passe',
    lines: ['Bonjour,'],
    action: { label: 'Choisir un mot de passe', url },
  }),
  de: ({ url }) => ({
    subject: 'Passwort zurücksetzen',
    lines: ['Hallo,'],
    action: { label: 'Neues Passwort', url },
  }),
  pt: ({ url }) => ({
    subject: 'Redefina a sua senha',
    lines: ['Olá,'],
    action: { label: 'Escolher senha', url },
  }),
  ar: ({ url }) => ({
    subject: 'إعادة تعيين كلمة المرور',
    lines: ['مرحبا،'],
    action: { label: 'اختر كلمة مرور جديدة', url },
  }),
});

const url = 'https://beacon.example/reset?token=a1&next=/home';

describe('defineMail', () => {
  it('words the mail in the reader’s language', () => {
    expect(resetMail('fr', { name: 'Ann', url }).subject).toBe('Réinitialisez votre mot de passe');
    expect(resetMail('en', { name: 'Ann', url }).subject).toBe('Reset your password, Ann');
  });

  it('writes the action’s URL out in full in the text part, with the lines and footer', () => {
    const { text } = resetMail('en', { name: 'Ann', url });
    expect(text).toBe(
      'Hello Ann,\n\nSomeone asked to reset your password.\n\n' +
        `Choose a new password:\n${url}\n\n--\nIf it was not you, ignore this mail.\n`,
    );
  });

  it('escapes the data in the HTML part, so a name cannot add markup or links', () => {
    const { html } = resetMail('en', { name: '<a href="https://evil.example">Ann</a>', url });
    expect(html).not.toContain('<a href="https://evil.example">');
    expect(html).toContain('Hello &lt;a href=&quot;https://evil.example&quot;&gt;Ann&lt;/a&gt;,');
  });

  it('makes the action a link to its URL, and reads Arabic right to left', () => {
    const en = resetMail('en', { name: 'Ann', url }).html;
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain('href="https://beacon.example/reset?token=a1&amp;next=/home"');
    expect(en).toContain('>Choose a new password</a>');
    const ar = resetMail('ar', { name: 'Ann', url }).html;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('>اختر كلمة مرور جديدة</a>');
  });
});
