import { describe, expect, it } from 'vitest';
import { mark, markedHtml } from '../prerender-marks';
import { swapTexts, translate } from './texts';

const french = {
  auth: {
    login: { title: 'Bienvenue sur Beacon !', newHere: 'Nouveau sur la plateforme ?' },
    fields: { toggleVisibility: 'Afficher ou masquer les caractères' },
    forgot: { sent: 'Lien envoyé à {{email}}.' },
  },
};

/** HTML as the prerender writes it: React's output with each `t` text marked, then rewritten. */
const page = () =>
  markedHtml(
    `<h1 class="m_8a5d1357">${mark('auth.login.title', 'Welcome to Beacon!')}</h1>` +
      `<p>${mark('auth.login.newHere', 'New on our platform?')}<!-- --> <a href="/register">Create</a></p>` +
      `<button type="button" aria-label="${mark('auth.fields.toggleVisibility', 'Show or hide characters')}"></button>` +
      `<p>${mark('auth.missing', 'Kept as it is')}</p>`,
  );

describe('the text swap of the small sign-in entry', () => {
  it('turns the build’s marks into keys on the elements and attributes they label', () => {
    expect(page()).toBe(
      '<h1 class="m_8a5d1357" data-t="auth.login.title">Welcome to Beacon!</h1>' +
        '<p><span data-t="auth.login.newHere">New on our platform?</span><!-- --> <a href="/register">Create</a></p>' +
        '<button type="button" aria-label="Show or hide characters" data-t-aria-label="auth.fields.toggleVisibility"></button>' +
        '<p data-t="auth.missing">Kept as it is</p>',
    );
  });

  it('puts the page in another language, texts and labels, leaving the rest alone', () => {
    const root = document.createElement('div');
    root.innerHTML = page();
    swapTexts(root, french);
    expect(root.querySelector('h1')).toHaveTextContent('Bienvenue sur Beacon !');
    expect(root.querySelector('p')).toHaveTextContent('Nouveau sur la plateforme ? Create');
    expect(root.querySelector('a')).toHaveAttribute('href', '/register');
    expect(root.querySelector('button')).toHaveAccessibleName('Afficher ou masquer les caractères');
    // A key the language's file lacks keeps its text, as i18next falls back to it.
    expect(root.querySelector('[data-t="auth.missing"]')).toHaveTextContent('Kept as it is');
  });

  it('puts a text’s values in, in every language', () => {
    const root = document.createElement('div');
    root.innerHTML = `<p data-t="auth.forgot.sent" data-t-args='{"email":"a@b.co"}'>Sent to a@b.co.</p>`;
    swapTexts(root, french);
    expect(root).toHaveTextContent('Lien envoyé à a@b.co.');
    expect(translate(french, 'auth.forgot.sent')).toBe('Lien envoyé à {{email}}.');
    expect(translate(french, 'auth.login')).toBeUndefined();
  });
});
