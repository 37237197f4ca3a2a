/**
 * The back office's help-centre editor (decision 036): staff with content.manage create, rename,
 * order and switch categories on or off, write an article one language at a time (HTML sanitised
 * on write), switch it on or off, order and delete articles. Every query keeps to the staff
 * member's brands; every change writes a staff audit row in its own transaction. Changes to one
 * category's articles serialise on a lock of the category row.
 */
import type {
  BoHelpArticleOrder,
  BoHelpArticleSave,
  BoHelpCategory,
  BoHelpCategoryCreate,
  BoHelpCategoryOrder,
  BoHelpCategoryUpdate,
  BoHelpList,
} from '@pkg/contracts/help-desk';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sanitizeOperatorHtml } from '../../lib/html.ts';
import { assertBrandInScope, auditStaffChange, type StaffActor } from '../staff/index.ts';
import {
  assemble,
  deleteArticle,
  insertCategory,
  lockBrandCategories,
  selectArticle,
  selectArticles,
  selectArticleSlugs,
  selectCategories,
  selectCategory,
  setArticleEnabled,
  setArticleOrder,
  setCategoryOrder,
  updateCategory,
  upsertArticleVersion,
  type CategoryRow,
} from './help-desk.queries.ts';

const ID = /^[0-9]{1,18}$/;

/** The same members, each once, in any order. */
function sameSet(given: string[], present: string[]): boolean {
  return given.length === present.length && new Set(given).size === given.length && given.every((item) => present.includes(item));
}

type DeskDeps = { db: Db; clock: Clock };

async function found(q: Queryable, actor: StaffActor, id: string, lock = false): Promise<CategoryRow> {
  const row = ID.test(id) ? await selectCategory(q, actor.staff.scope, id, lock) : null;
  if (!row) throw new AppError('not_found', 'help category');
  return row;
}

/** A category in the staff member's scope with its articles, as stored now. */
async function fresh(db: Db, actor: StaffActor, id: string): Promise<BoHelpCategory> {
  const category = await found(db, actor, id);
  return assemble([category], await selectArticles(db, [category.id]))[0]!;
}

async function listHelp(db: Db, actor: StaffActor, brandId?: string): Promise<BoHelpList> {
  if (brandId) assertBrandInScope(actor, brandId);
  const categories = await selectCategories(db, actor.staff.scope, brandId ?? null);
  return {
    categories: assemble(
      categories,
      await selectArticles(
        db,
        categories.map((category) => category.id),
      ),
    ),
  };
}

/** Categories: create, rename or switch, order. */
function categoryDesk({ db, clock }: DeskDeps) {
  return {
    async createCategory(actor: StaffActor, input: BoHelpCategoryCreate): Promise<BoHelpCategory> {
      assertBrandInScope(actor, input.brandId);
      const id = await db.transaction(async (tx) => {
        const newId = await insertCategory(tx, input, actor.staff.staff.id);
        if (!newId) throw new AppError('field_invalid', 'the brand already has a category with this slug', { field: 'slug' });
        await auditStaffChange(tx, clock, actor, {
          action: 'help.category.create',
          brandId: input.brandId,
          target: `help_category:${newId}`,
          detail: { after: { slug: input.slug, titles: input.titles, enabled: input.enabled } },
        });
        return newId;
      });
      return fresh(db, actor, id);
    },

    /** Renames a category or switches it on or off (its slug and brand stay). */
    async updateCategory(actor: StaffActor, id: string, input: BoHelpCategoryUpdate): Promise<BoHelpCategory> {
      await db.transaction(async (tx) => {
        const before = await found(tx, actor, id, true);
        await updateCategory(tx, id, input.titles, input.enabled, actor.staff.staff.id);
        await auditStaffChange(tx, clock, actor, {
          action: 'help.category.update',
          brandId: before.brandId,
          target: `help_category:${id}`,
          detail: {
            slug: before.slug,
            before: { titles: before.titles, enabled: before.enabled },
            after: { titles: input.titles, enabled: input.enabled },
          },
        });
      });
      return fresh(db, actor, id);
    },

    /** Puts a brand's categories in the given order; the list must name each of them once. */
    async orderCategories(actor: StaffActor, input: BoHelpCategoryOrder): Promise<BoHelpList> {
      assertBrandInScope(actor, input.brandId);
      await db.transaction(async (tx) => {
        const present = await lockBrandCategories(tx, input.brandId);
        if (
          !sameSet(
            input.ids,
            present.map((row) => row.id),
          )
        )
          throw new AppError('field_invalid', 'the order must name every category of the brand once', { field: 'ids' });
        await setCategoryOrder(tx, input.ids, actor.staff.staff.id);
        const slugOf = new Map(present.map((row) => [row.id, row.slug]));
        await auditStaffChange(tx, clock, actor, {
          action: 'help.category.order',
          brandId: input.brandId,
          target: `brand:${input.brandId}`,
          detail: { before: present.map((row) => row.slug), after: input.ids.map((id) => slugOf.get(id)) },
        });
      });
      return listHelp(db, actor, input.brandId);
    },
  };
}

/** Writes one language of an article; a new slug creates the article at the end of the category. */
async function saveArticle(
  { db, clock }: DeskDeps,
  actor: StaffActor,
  categoryId: string,
  input: BoHelpArticleSave,
): Promise<BoHelpCategory> {
  const html = sanitizeOperatorHtml(input.html);
  if (html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/.test(html))
    throw new AppError('field_invalid', 'the article has no content left after cleaning', { field: 'html' });
  await db.transaction(async (tx) => {
    const category = await found(tx, actor, categoryId, true);
    const rows = await selectArticle(tx, categoryId, input.slug);
    const previous = rows.find((row) => row.language === input.language);
    await upsertArticleVersion(tx, categoryId, input, html, actor.staff.staff.id);
    await auditStaffChange(tx, clock, actor, {
      action: rows.length === 0 ? 'help.article.create' : 'help.article.update',
      brandId: category.brandId,
      target: `help_article:${categoryId}/${input.slug}`,
      detail: {
        language: input.language,
        before: previous ? { title: previous.title, html: previous.html } : null,
        after: { title: input.title, html },
      },
    });
  });
  return fresh(db, actor, categoryId);
}

/** Articles: switch, order, delete (saving a language is saveArticle). */
function articleDesk({ db, clock }: DeskDeps) {
  return {
    /** Switches an article on or off in every language. */
    async switchArticle(actor: StaffActor, categoryId: string, slug: string, enabled: boolean): Promise<BoHelpCategory> {
      await db.transaction(async (tx) => {
        const category = await found(tx, actor, categoryId, true);
        const rows = await selectArticle(tx, categoryId, slug);
        if (rows.length === 0) throw new AppError('not_found', 'help article');
        await setArticleEnabled(tx, categoryId, slug, enabled, actor.staff.staff.id);
        await auditStaffChange(tx, clock, actor, {
          action: 'help.article.switch',
          brandId: category.brandId,
          target: `help_article:${categoryId}/${slug}`,
          detail: { before: rows.some((row) => row.enabled), after: enabled },
        });
      });
      return fresh(db, actor, categoryId);
    },

    /** Puts a category's articles in the given order; the list must name each of them once. */
    async orderArticles(actor: StaffActor, categoryId: string, input: BoHelpArticleOrder): Promise<BoHelpCategory> {
      await db.transaction(async (tx) => {
        const category = await found(tx, actor, categoryId, true);
        const present = await selectArticleSlugs(tx, categoryId);
        if (!sameSet(input.slugs, present))
          throw new AppError('field_invalid', 'the order must name every article of the category once', { field: 'slugs' });
        await setArticleOrder(tx, categoryId, input.slugs, actor.staff.staff.id);
        await auditStaffChange(tx, clock, actor, {
          action: 'help.article.order',
          brandId: category.brandId,
          target: `help_category:${categoryId}`,
          detail: { before: present, after: input.slugs },
        });
      });
      return fresh(db, actor, categoryId);
    },

    /** Deletes an article in every language; the audit keeps what it said. */
    async deleteArticle(actor: StaffActor, categoryId: string, slug: string): Promise<BoHelpCategory> {
      await db.transaction(async (tx) => {
        const category = await found(tx, actor, categoryId, true);
        const rows = await selectArticle(tx, categoryId, slug);
        if (rows.length === 0) throw new AppError('not_found', 'help article');
        await deleteArticle(tx, categoryId, slug);
        await auditStaffChange(tx, clock, actor, {
          action: 'help.article.delete',
          brandId: category.brandId,
          target: `help_article:${categoryId}/${slug}`,
          detail: { deleted: rows.map((row) => ({ language: row.language, title: row.title, html: row.html })) },
        });
      });
      return fresh(db, actor, categoryId);
    },
  };
}

export function createHelpDesk(deps: DeskDeps) {
  return {
    list: (actor: StaffActor, brandId?: string) => listHelp(deps.db, actor, brandId),
    ...categoryDesk(deps),
    /** Writes one language of an article; a new slug creates the article at the end of the category. */
    saveArticle: (actor: StaffActor, categoryId: string, input: BoHelpArticleSave) => saveArticle(deps, actor, categoryId, input),
    ...articleDesk(deps),
  };
}

export type HelpDesk = ReturnType<typeof createHelpDesk>;
