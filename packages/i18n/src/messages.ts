import type { ShippedLanguage } from '@pkg/contracts/languages';
import ty from '../locales/ty.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import th from '../locales/th.json' with { type: 'json' };
import vi from '../locales/vi.json' with { type: 'json' };
import lotteryTy from '../locales/lottery/ty.json' with { type: 'json' };
import lotteryEn from '../locales/lottery/en.json' with { type: 'json' };
import lotteryZh from '../locales/lottery/zh.json' with { type: 'json' };
import lotteryTh from '../locales/lottery/th.json' with { type: 'json' };
import lotteryVi from '../locales/lottery/vi.json' with { type: 'json' };
import rulesTy from '../locales/lotteryRules/ty.json' with { type: 'json' };
import rulesEn from '../locales/lotteryRules/en.json' with { type: 'json' };
import rulesZh from '../locales/lotteryRules/zh.json' with { type: 'json' };
import rulesTh from '../locales/lotteryRules/th.json' with { type: 'json' };
import rulesVi from '../locales/lotteryRules/vi.json' with { type: 'json' };
import agentTy from '../locales/agent/ty.json' with { type: 'json' };
import agentEn from '../locales/agent/en.json' with { type: 'json' };
import agentZh from '../locales/agent/zh.json' with { type: 'json' };
import agentTh from '../locales/agent/th.json' with { type: 'json' };
import agentVi from '../locales/agent/vi.json' with { type: 'json' };
import vipTy from '../locales/vip/ty.json' with { type: 'json' };
import vipEn from '../locales/vip/en.json' with { type: 'json' };
import vipZh from '../locales/vip/zh.json' with { type: 'json' };
import vipTh from '../locales/vip/th.json' with { type: 'json' };
import vipVi from '../locales/vip/vi.json' with { type: 'json' };
import pointsTy from '../locales/points/ty.json' with { type: 'json' };
import pointsEn from '../locales/points/en.json' with { type: 'json' };
import pointsZh from '../locales/points/zh.json' with { type: 'json' };
import pointsTh from '../locales/points/th.json' with { type: 'json' };
import pointsVi from '../locales/points/vi.json' with { type: 'json' };
import messagesTy from '../locales/messages/ty.json' with { type: 'json' };
import messagesEn from '../locales/messages/en.json' with { type: 'json' };
import messagesZh from '../locales/messages/zh.json' with { type: 'json' };
import messagesTh from '../locales/messages/th.json' with { type: 'json' };
import messagesVi from '../locales/messages/vi.json' with { type: 'json' };
import referralTy from '../locales/referral/ty.json' with { type: 'json' };
import referralEn from '../locales/referral/en.json' with { type: 'json' };
import referralZh from '../locales/referral/zh.json' with { type: 'json' };
import referralTh from '../locales/referral/th.json' with { type: 'json' };
import referralVi from '../locales/referral/vi.json' with { type: 'json' };
import missionsTy from '../locales/missions/ty.json' with { type: 'json' };
import missionsEn from '../locales/missions/en.json' with { type: 'json' };
import missionsZh from '../locales/missions/zh.json' with { type: 'json' };
import missionsTh from '../locales/missions/th.json' with { type: 'json' };
import missionsVi from '../locales/missions/vi.json' with { type: 'json' };
import promotionsTy from '../locales/promotions/ty.json' with { type: 'json' };
import promotionsEn from '../locales/promotions/en.json' with { type: 'json' };
import promotionsZh from '../locales/promotions/zh.json' with { type: 'json' };
import promotionsTh from '../locales/promotions/th.json' with { type: 'json' };
import promotionsVi from '../locales/promotions/vi.json' with { type: 'json' };
import boMembersTy from '../locales/boMembers/ty.json' with { type: 'json' };
import boMembersEn from '../locales/boMembers/en.json' with { type: 'json' };
import boMembersZh from '../locales/boMembers/zh.json' with { type: 'json' };
import boMembersTh from '../locales/boMembers/th.json' with { type: 'json' };
import boMembersVi from '../locales/boMembers/vi.json' with { type: 'json' };
import boBrandTy from '../locales/boBrand/ty.json' with { type: 'json' };
import boBrandEn from '../locales/boBrand/en.json' with { type: 'json' };
import boBrandZh from '../locales/boBrand/zh.json' with { type: 'json' };
import boBrandTh from '../locales/boBrand/th.json' with { type: 'json' };
import boBrandVi from '../locales/boBrand/vi.json' with { type: 'json' };
import boCatalogTy from '../locales/boCatalog/ty.json' with { type: 'json' };
import boCatalogEn from '../locales/boCatalog/en.json' with { type: 'json' };
import boCatalogZh from '../locales/boCatalog/zh.json' with { type: 'json' };
import boCatalogTh from '../locales/boCatalog/th.json' with { type: 'json' };
import boCatalogVi from '../locales/boCatalog/vi.json' with { type: 'json' };
import boReportsTy from '../locales/boReports/ty.json' with { type: 'json' };
import boReportsEn from '../locales/boReports/en.json' with { type: 'json' };
import boReportsZh from '../locales/boReports/zh.json' with { type: 'json' };
import boReportsTh from '../locales/boReports/th.json' with { type: 'json' };
import boReportsVi from '../locales/boReports/vi.json' with { type: 'json' };
import boAuditTy from '../locales/boAudit/ty.json' with { type: 'json' };
import boAuditEn from '../locales/boAudit/en.json' with { type: 'json' };
import boAuditZh from '../locales/boAudit/zh.json' with { type: 'json' };
import boAuditTh from '../locales/boAudit/th.json' with { type: 'json' };
import boAuditVi from '../locales/boAudit/vi.json' with { type: 'json' };

/** A language's texts: nested objects of strings, keyed by dotted path. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * Texts a feature loads on its own (locales/<namespace>/<lang>.json), kept out of the main files
 * so the home page does not carry them; each sits under its namespace's key (lottery.*, lotteryRules.*,
 * agent.* for the agent centre).
 */
export const NAMESPACES = {
  lottery: { TY: lotteryTy, EN: lotteryEn, ZH: lotteryZh, TH: lotteryTh, VI: lotteryVi },
  lotteryRules: { TY: rulesTy, EN: rulesEn, ZH: rulesZh, TH: rulesTh, VI: rulesVi },
  agent: { TY: agentTy, EN: agentEn, ZH: agentZh, TH: agentTh, VI: agentVi },
  points: { TY: pointsTy, EN: pointsEn, ZH: pointsZh, TH: pointsTh, VI: pointsVi },
  messages: { TY: messagesTy, EN: messagesEn, ZH: messagesZh, TH: messagesTh, VI: messagesVi },
  referral: { TY: referralTy, EN: referralEn, ZH: referralZh, TH: referralTh, VI: referralVi },
  vip: { TY: vipTy, EN: vipEn, ZH: vipZh, TH: vipTh, VI: vipVi },
  missions: { TY: missionsTy, EN: missionsEn, ZH: missionsZh, TH: missionsTh, VI: missionsVi },
  promotions: { TY: promotionsTy, EN: promotionsEn, ZH: promotionsZh, TH: promotionsTh, VI: promotionsVi },
  boMembers: { TY: boMembersTy, EN: boMembersEn, ZH: boMembersZh, TH: boMembersTh, VI: boMembersVi },
  boBrand: { TY: boBrandTy, EN: boBrandEn, ZH: boBrandZh, TH: boBrandTh, VI: boBrandVi },
  boCatalog: { TY: boCatalogTy, EN: boCatalogEn, ZH: boCatalogZh, TH: boCatalogTh, VI: boCatalogVi },
  boReports: { TY: boReportsTy, EN: boReportsEn, ZH: boReportsZh, TH: boReportsTh, VI: boReportsVi },
  boAudit: { TY: boAuditTy, EN: boAuditEn, ZH: boAuditZh, TH: boAuditTh, VI: boAuditVi },
} satisfies Record<string, Record<ShippedLanguage, MessageTree>>;

function withNamespaces(language: ShippedLanguage, main: MessageTree): MessageTree {
  return { ...main, ...Object.fromEntries(Object.entries(NAMESPACES).map(([name, texts]) => [name, texts[language] as MessageTree])) };
}

/** Every shipped language's texts, namespaces included. English is the source; TY is the default. */
export const MESSAGES: Record<ShippedLanguage, MessageTree> = {
  TY: withNamespaces('TY', ty),
  EN: withNamespaces('EN', en),
  ZH: withNamespaces('ZH', zh),
  TH: withNamespaces('TH', th),
  VI: withNamespaces('VI', vi),
};

/** Lists the dotted keys of a message tree, e.g. "errors.not_found". */
export function listKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : listKeys(value, `${prefix}${key}.`)));
}

/** Looks up a dotted key, filling {{name}} placeholders; falls back to English, then to the key. */
export function translate(language: ShippedLanguage, key: string, vars: Record<string, string | number> = {}): string {
  const text = lookup(MESSAGES[language], key) ?? lookup(MESSAGES.EN, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
