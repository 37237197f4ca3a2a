/** The demo seeds' writes of promotions (seedDemoPromotions): only what is missing. */
import type { Queryable } from '../db/client.ts';

/** Adds a live promotion (from 2026-01-01) to a brand, by its code, unless the brand has one of that title or a former one. */
export async function insertPromotionIfMissing(
  db: Queryable,
  brandCode: string,
  p: {
    kind: string;
    category: string;
    title: string;
    formerTitles?: string[];
    summary: string;
    content: string;
    image: string;
    rules: Record<string, unknown>;
    wageringBp: number;
    sort: number;
  },
): Promise<void> {
  await db.query(
    `insert into promotions (merchant_id, kind, category, title, summary, content, image_url, rules, wagering_bp, starts_at, status, sort,
        created_at, updated_at)
     select m.id, $2, $3, $4, $5, $6, $7, $8, $9, '2026-01-01T00:00:00Z', 'live', $10, now(), now() from merchants m
      where m.code = $1 and not exists (
        select 1 from promotions where merchant_id = m.id and (title = $4 or title in (select jsonb_array_elements_text($11::jsonb))))`,
    [
      brandCode,
      p.kind,
      p.category,
      p.title,
      p.summary,
      p.content,
      p.image,
      JSON.stringify(p.rules),
      p.wageringBp,
      p.sort,
      JSON.stringify(p.formerTitles ?? []),
    ],
  );
}
