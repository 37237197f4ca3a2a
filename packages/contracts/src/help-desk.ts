import { z } from 'zod';
import { SHIPPED_LANGUAGES } from './languages.ts';

/**
 * The back office's help-centre editor (decision 036; content.read to see, content.manage to
 * change). A category has a title per shipped language; an article is the set of a category's rows
 * sharing a slug, one per language (title and sanitised HTML), with one order and one switch.
 */

const boId = z.string().regex(/^[0-9]{1,18}$/);
/** Slugs name categories and articles in the site's addresses: lower case, digits and dashes. */
export const helpSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/);
export const helpLanguage = z.enum(SHIPPED_LANGUAGES);
export type HelpLanguage = z.infer<typeof helpLanguage>;

const title = z.string().trim().min(1).max(120);
/** Category titles per language; English is required (the site falls back to it). */
export const helpTitles = z
  .object({ TY: title.optional(), EN: title, ZH: title.optional(), TH: title.optional(), VI: title.optional() })
  .strict();
export type HelpTitles = z.infer<typeof helpTitles>;

export const boHelpQuery = z.object({ brandId: boId.optional() });

/** `POST /bo/help/categories`: a new category (at the end of the brand's list unless `sort` says otherwise). */
export const boHelpCategoryCreate = z.object({
  brandId: boId,
  slug: helpSlug,
  titles: helpTitles,
  enabled: z.boolean().default(true),
});
export type BoHelpCategoryCreate = z.infer<typeof boHelpCategoryCreate>;

/** `POST /bo/help/categories/:id`: a category's titles and switch (its slug and brand stay). */
export const boHelpCategoryUpdate = z.object({ titles: helpTitles, enabled: z.boolean() });
export type BoHelpCategoryUpdate = z.infer<typeof boHelpCategoryUpdate>;

/** `POST /bo/help/categories/order`: every category of the brand, in the new order. */
export const boHelpCategoryOrder = z.object({ brandId: boId, ids: z.array(boId).min(1).max(200) });
export type BoHelpCategoryOrder = z.infer<typeof boHelpCategoryOrder>;

/** `POST /bo/help/categories/:id/articles`: writes one language of an article (creating the article when its slug is new). */
export const boHelpArticleSave = z.object({
  slug: helpSlug,
  language: helpLanguage,
  title,
  /** Sanitised on write; must keep some text. */
  html: z.string().trim().min(1).max(50_000),
});
export type BoHelpArticleSave = z.infer<typeof boHelpArticleSave>;

/** `POST /bo/help/categories/:id/articles/:slug`: an article's switch, for all its languages. */
export const boHelpArticleUpdate = z.object({ enabled: z.boolean() });
export type BoHelpArticleUpdate = z.infer<typeof boHelpArticleUpdate>;

/** `POST /bo/help/categories/:id/order`: every article slug of the category, in the new order. */
export const boHelpArticleOrder = z.object({ slugs: z.array(helpSlug).min(1).max(500) });
export type BoHelpArticleOrder = z.infer<typeof boHelpArticleOrder>;

export const boHelpVersion = z.object({ title: z.string(), html: z.string() });
export type BoHelpVersion = z.infer<typeof boHelpVersion>;

export const boHelpArticle = z.object({
  slug: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** The languages it is written in, each with its title and stored (sanitised) HTML. */
  versions: z.partialRecord(helpLanguage, boHelpVersion),
});
export type BoHelpArticle = z.infer<typeof boHelpArticle>;

export const boHelpCategory = z.object({
  id: z.string(),
  brandId: z.string(),
  slug: z.string(),
  titles: z.partialRecord(helpLanguage, z.string()),
  sort: z.number().int(),
  enabled: z.boolean(),
  articles: z.array(boHelpArticle),
});
export type BoHelpCategory = z.infer<typeof boHelpCategory>;

/** `GET /bo/help?brandId=`: the categories of the brands in scope (or of one), in order, with their articles. */
export const boHelpList = z.object({ categories: z.array(boHelpCategory) });
export type BoHelpList = z.infer<typeof boHelpList>;
