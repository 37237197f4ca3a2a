import type { BoHelpCategory, HelpLanguage, HelpTitles } from '@pkg/contracts/help-desk';
import type { Queryable } from '../../db/client.ts';

/** A help category as the desk reads it (articles apart). */
export interface CategoryRow {
  id: string;
  brandId: string;
  slug: string;
  titles: Partial<Record<HelpLanguage, string>>;
  sort: number;
  enabled: boolean;
}

/** One language of one article. */
export interface ArticleRow {
  categoryId: string;
  slug: string;
  language: HelpLanguage;
  title: string;
  html: string;
  sort: number;
  enabled: boolean;
}

const CATEGORY_COLUMNS = `id::text as id, merchant_id::text as "brandId", slug, titles, sort, enabled`;
const ARTICLE_COLUMNS = `category_id::text as "categoryId", slug, language, title, content_html as html, sort, enabled`;

/** The categories of the brands in scope (or of one brand), in the site's order. */
export async function selectCategories(db: Queryable, scope: string[] | null, brandId: string | null): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `select ${CATEGORY_COLUMNS} from help_categories
      where ($1::bigint[] is null or merchant_id = any($1)) and ($2::bigint is null or merchant_id = $2)
      order by merchant_id, sort, slug limit 500`,
    [scope, brandId],
  );
}

/** One category in scope, locked for the change when asked (changes to a category's articles serialise on it). */
export async function selectCategory(db: Queryable, scope: string[] | null, id: string, lock = false): Promise<CategoryRow | null> {
  const [row] = await db.query<CategoryRow>(
    `select ${CATEGORY_COLUMNS} from help_categories where id = $1 and ($2::bigint[] is null or merchant_id = any($2))${lock ? ' for update' : ''}`,
    [id, scope],
  );
  return row ?? null;
}

/** Every language row of the articles of some categories, in the site's order. */
export async function selectArticles(db: Queryable, categoryIds: string[]): Promise<ArticleRow[]> {
  if (categoryIds.length === 0) return [];
  return db.query<ArticleRow>(
    `select ${ARTICLE_COLUMNS} from help_articles where category_id = any($1::bigint[]) order by category_id, sort, slug, language`,
    [categoryIds],
  );
}

/** Groups language rows into the desk's categories with their articles. */
export function assemble(categories: CategoryRow[], articles: ArticleRow[]): BoHelpCategory[] {
  const byCategory = new Map<string, BoHelpCategory>();
  const result = categories.map((category) => {
    const entry: BoHelpCategory = { ...category, articles: [] };
    byCategory.set(category.id, entry);
    return entry;
  });
  for (const row of articles) {
    const category = byCategory.get(row.categoryId);
    if (!category) continue;
    let article = category.articles.find((item) => item.slug === row.slug);
    if (!article) {
      article = { slug: row.slug, sort: row.sort, enabled: row.enabled, versions: {} };
      category.articles.push(article);
    }
    article.versions[row.language] = { title: row.title, html: row.html };
  }
  return result;
}

/** Inserts a category at the end of its brand's list; null when the brand already has that slug. */
export async function insertCategory(
  tx: Queryable,
  input: { brandId: string; slug: string; titles: HelpTitles; enabled: boolean },
  staffId: string,
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `insert into help_categories (merchant_id, slug, titles, sort, enabled, updated_by)
     values ($1, $2, $3, (select coalesce(max(sort) + 1, 0) from help_categories where merchant_id = $1), $4, $5)
     on conflict (merchant_id, slug) do nothing returning id::text as id`,
    [input.brandId, input.slug, JSON.stringify(input.titles), input.enabled, staffId],
  );
  return row?.id ?? null;
}

export async function updateCategory(tx: Queryable, id: string, titles: HelpTitles, enabled: boolean, staffId: string): Promise<void> {
  await tx.query(`update help_categories set titles = $2, enabled = $3, updated_by = $4 where id = $1`, [
    id,
    JSON.stringify(titles),
    enabled,
    staffId,
  ]);
}

/** The brand's categories locked for a reorder, in their present order. */
export async function lockBrandCategories(tx: Queryable, brandId: string): Promise<Array<{ id: string; slug: string }>> {
  return tx.query<{ id: string; slug: string }>(
    `select id::text as id, slug from help_categories where merchant_id = $1 order by sort, slug for update`,
    [brandId],
  );
}

/** Gives each id its position as order. */
export async function setCategoryOrder(tx: Queryable, ids: string[], staffId: string): Promise<void> {
  await tx.query(
    `update help_categories c set sort = o.position - 1, updated_by = $2
       from unnest($1::bigint[]) with ordinality as o(id, position) where c.id = o.id`,
    [ids, staffId],
  );
}

/** An article's rows in every language (locked by the caller's lock on its category). */
export async function selectArticle(tx: Queryable, categoryId: string, slug: string): Promise<ArticleRow[]> {
  return tx.query<ArticleRow>(`select ${ARTICLE_COLUMNS} from help_articles where category_id = $1 and slug = $2 order by language`, [
    categoryId,
    slug,
  ]);
}

/** Writes one language of an article: a new row takes the article's order and switch (or the end of the category, on). */
export async function upsertArticleVersion(
  tx: Queryable,
  categoryId: string,
  input: { slug: string; language: HelpLanguage; title: string },
  html: string,
  staffId: string,
): Promise<void> {
  await tx.query(
    `insert into help_articles (category_id, slug, language, title, content_html, sort, enabled, updated_by)
     values ($1, $2, $3, $4, $5,
             coalesce((select min(sort) from help_articles where category_id = $1 and slug = $2),
                      (select coalesce(max(sort) + 1, 0) from help_articles where category_id = $1)),
             coalesce((select bool_or(enabled) from help_articles where category_id = $1 and slug = $2), true), $6)
     on conflict (category_id, slug, language) do update set title = excluded.title, content_html = excluded.content_html, updated_by = excluded.updated_by`,
    [categoryId, input.slug, input.language, input.title, html, staffId],
  );
}

export async function setArticleEnabled(tx: Queryable, categoryId: string, slug: string, enabled: boolean, staffId: string): Promise<void> {
  await tx.query(`update help_articles set enabled = $3, updated_by = $4 where category_id = $1 and slug = $2`, [
    categoryId,
    slug,
    enabled,
    staffId,
  ]);
}

/** The distinct article slugs of a category in their present order. */
export async function selectArticleSlugs(tx: Queryable, categoryId: string): Promise<string[]> {
  const rows = await tx.query<{ slug: string }>(
    `select slug from help_articles where category_id = $1 group by slug order by min(sort), slug`,
    [categoryId],
  );
  return rows.map((row) => row.slug);
}

export async function setArticleOrder(tx: Queryable, categoryId: string, slugs: string[], staffId: string): Promise<void> {
  await tx.query(
    `update help_articles a set sort = o.position - 1, updated_by = $3
       from unnest($2::text[]) with ordinality as o(slug, position) where a.category_id = $1 and a.slug = o.slug`,
    [categoryId, slugs, staffId],
  );
}

export async function deleteArticle(tx: Queryable, categoryId: string, slug: string): Promise<void> {
  await tx.query(`delete from help_articles where category_id = $1 and slug = $2`, [categoryId, slug]);
}
