import type { Queryable } from '../../db/client.ts';

/** A merchants row as stored. */
export interface MerchantRow {
  id: string;
  code: string;
  name: string;
  logo_url: string;
  theme: Record<string, string>;
  languages: string[];
  default_language: string;
  currency_code: string;
  currency_symbol: string;
  currency_minor_digits: number;
  legal_age: number;
  flags: Record<string, unknown>;
  social_links: Record<string, string | null>;
  affiliate_url: string | null;
  about_text: Record<string, string>;
  system_status: number;
  blocked_countries: string[];
  blocked_ip_ranges: string[];
  dialing_countries: string[];
  game_cdn_hosts: string[];
  image_cdn_hosts: string[];
  disabled_game_types: string[];
  game_types_off_by_country: Record<string, unknown>;
  session_idle_minutes: number;
  session_max_hours: number;
  login_lock_failures: number;
  login_lock_minutes: number;
  password_max_age_days: number;
  weak_passwords: string[];
  email_reset_minutes: number;
  rg_deposit_limits: Record<string, string>;
  firebase_project_id: string | null;
  firebase_api_key: string | null;
  firebase_auth_domain: string | null;
  first_login_action: string;
  site_menu: Record<string, unknown>;
  site_routes_off: string[];
}

const COLUMNS = `m.id::text as id, m.code, m.name, m.logo_url, m.theme, m.languages, m.default_language,
  m.currency_code, m.currency_symbol, m.currency_minor_digits, m.legal_age, m.flags, m.social_links,
  m.affiliate_url, m.about_text, m.system_status, m.blocked_countries, m.blocked_ip_ranges,
  m.dialing_countries, m.game_cdn_hosts, m.image_cdn_hosts, m.disabled_game_types, m.game_types_off_by_country, m.session_idle_minutes, m.session_max_hours,
  m.login_lock_failures, m.login_lock_minutes, m.password_max_age_days, m.weak_passwords,
  m.email_reset_minutes, m.rg_deposit_limits, m.firebase_project_id, m.firebase_api_key, m.firebase_auth_domain, m.first_login_action,
  m.site_menu, m.site_routes_off`;

/** Finds a brand by its code. */
export async function selectMerchantByCode(db: Queryable, code: string): Promise<MerchantRow | undefined> {
  const rows = await db.query<MerchantRow>(`select ${COLUMNS} from merchants m where m.code = $1`, [code]);
  return rows[0];
}

/** Finds a brand by one of its domains. */
export async function selectMerchantByDomain(db: Queryable, domain: string): Promise<MerchantRow | undefined> {
  const rows = await db.query<MerchantRow>(
    `select ${COLUMNS} from merchants m join merchant_domains d on d.merchant_id = m.id where d.domain = $1`,
    [domain],
  );
  return rows[0];
}

/** The code of a brand by its id (the brand service looks brands up by code). */
export async function selectBrandCode(db: Queryable, brandId: string): Promise<string | null> {
  const [row] = await db.query<{ code: string }>(`select code from merchants where id = $1`, [brandId]);
  return row?.code ?? null;
}
