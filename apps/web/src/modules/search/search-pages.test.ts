import { searchPages } from '@beacon/contract/search-pages';
import { describe, expect, it } from 'vitest';
import type { MenuGroup, MenuLink } from '../../lib/manifest';
import { moduleManifests } from '../../app/menu/module-manifests';
import { mergedLocales } from '../../../build/locales-plugin';
import { resolve } from 'node:path';

const menuLinks = (items: (MenuLink | MenuGroup)[]): MenuLink[] =>
  items.flatMap((item) => (item.kind === 'link' ? [item] : item.children));

describe("the quick search's pages", () => {
  const links = new Map(searchPages.map((page) => [page.link, page]));

  // Every screen of every module's menu is findable and can be bookmarked, with the same ability
  // check: a new menu entry without its search page (or the other way round) fails here.
  it.each(moduleManifests.flatMap((manifest) => menuLinks(manifest.menu)))(
    'has the menu entry $to',
    (link) => {
      expect(links.get(link.to)?.can).toEqual(link.can);
    },
  );

  it('has unique ids and links, and keeps the ids the kept API gives its pages', () => {
    expect(new Set(searchPages.map((page) => page.id)).size).toBe(searchPages.length);
    expect(links.size).toBe(searchPages.length);
    const byTarget = Object.fromEntries(searchPages.map((page) => [page.target, page.id]));
    expect(byTarget).toMatchObject({
      email: 3,
      chat: 4,
      todo: 5,
      calendar: 6,
      invoiceList: 7,
      invoicePreview: 8,
      invoiceEdit: 9,
      invoiceAdd: 10,
      shop: 11,
      userList: 15,
      accountSettings: 26,
      faq: 28,
      pricing: 30,
      accessControl: 83,
      roles: 118,
      permissions: 119,
    });
  });

  it('has a translated title for every page in every language', () => {
    const locales = mergedLocales(resolve(import.meta.dirname, '../../..'));
    for (const [lng, tree] of Object.entries(locales)) {
      const titles = (tree.search as { pages: Record<string, string> }).pages;
      for (const page of searchPages) {
        expect(titles[page.target], `${lng}: ${page.titleKey}`).toEqual(expect.any(String));
        expect(page.titleKey).toBe(`search.pages.${page.target}`);
      }
    }
    expect((locales.en?.search as { pages: Record<string, string> }).pages).toEqual(
      Object.fromEntries(searchPages.map((page) => [page.target, page.title])),
    );
  });
});
