import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoHelpCategory, BoHelpList, HelpLanguage, HelpTitles } from '@pkg/contracts/help-desk';
import { bo } from '../lib/api';

/** The help desk's queries: one brand's categories with their articles. */
export const helpKeys = {
  brand: (brandId: string) => ['bo', 'help', brandId] as const,
};

/** A brand's help categories and articles in every language. */
export const fetchHelp = (brandId: string) => bo<BoHelpList>(BO_API.help, { query: { brandId } });

/** Creates a category. */
export const createHelpCategory = (body: { brandId: string; slug: string; titles: HelpTitles }) =>
  bo<BoHelpCategory>(BO_API.helpCategories, { method: 'POST', body });

/** Changes a category's titles or switches it on or off. */
export const saveHelpCategory = (id: string, body: { titles: Partial<HelpTitles>; enabled: boolean }) =>
  bo<BoHelpCategory>(BO_API.helpCategory, { params: { id }, method: 'POST', body });

/** The categories' order. */
export const orderHelpCategories = (brandId: string, ids: string[]) =>
  bo<unknown>(BO_API.helpCategoryOrder, { method: 'POST', body: { brandId, ids } });

/** Writes an article's version in one language (a new slug adds the article). */
export const saveHelpArticleVersion = (categoryId: string, body: { slug: string; language: HelpLanguage; title: string; html: string }) =>
  bo<BoHelpCategory>(BO_API.helpArticles, { params: { id: categoryId }, method: 'POST', body });

/** Switches an article on or off. */
export const setHelpArticleEnabled = (categoryId: string, slug: string, enabled: boolean) =>
  bo<unknown>(BO_API.helpArticle, { params: { id: categoryId, slug }, method: 'POST', body: { enabled } });

/** The articles' order in a category. */
export const orderHelpArticles = (categoryId: string, slugs: string[]) =>
  bo<unknown>(BO_API.helpArticleOrder, { params: { id: categoryId }, method: 'POST', body: { slugs } });

/** Deletes an article. */
export const deleteHelpArticle = (categoryId: string, slug: string) =>
  bo<unknown>(BO_API.helpArticleDelete, { params: { id: categoryId, slug }, method: 'POST', body: {} });
