import { z } from 'zod';
import { currencyInfo } from './amount.ts';
import { FEATURE_FLAGS } from './feature-flags.ts';
import { PATTERN_IDS } from './validation-patterns.ts';
import { SHIPPED_LANGUAGES } from './languages.ts';
import { FIRST_LOGIN_ACTIONS } from './first-login.ts';

export { FIRST_LOGIN_ACTIONS, type FirstLoginAction } from './first-login.ts';

/** System status: 0 normal, 1 maintenance, 2 region restriction (SPEC.md section 4). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof FEATURE_FLAGS)[number], z.ZodBoolean>,
);

/** A download or app resource (SPEC.md section 3). */
export const resourceSchema = z.object({
  resourceType: z.enum(['IOS', 'ANDROID', 'IOS_LITE']),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** A customer-service contact the brand offers. */
export const serviceLinkSchema = z.object({
  kind: z.enum(['livechat', 'telegram', 'email', 'phone', 'whatsapp', 'viber']),
  label: z.string(),
  url: z.string(),
});
export type ServiceLink = z.infer<typeof serviceLinkSchema>;

export const socialLinksSchema = z.object({
  telegram: z.string().nullable(),
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** `GET /wps/system/status`: what the root view needs before anything else. */
export const systemStatusValue = z.object({
  systemStatus: systemStatusSchema,
  merchantCode: z.string(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  imgUrl: z.string(),
  flags: featureFlagsSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(serviceLinkSchema),
});
export type SystemStatusValue = z.infer<typeof systemStatusValue>;

export const themeSchema = z.object({
  primary: z.string(),
  primaryContrast: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  text: z.string(),
  muted: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

/** `GET /wps/system/whitelabel`: the brand's look and rules for the site. */
export const whitelabelValue = z.object({
  merchantCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  theme: themeSchema,
  languages: z.array(z.enum(SHIPPED_LANGUAGES)),
  defaultLanguage: z.enum(SHIPPED_LANGUAGES),
  currency: currencyInfo,
  legalAge: z.number().int(),
  flags: featureFlagsSchema,
  socialLinks: socialLinksSchema,
  affiliateUrl: z.string().nullable(),
  aboutText: z.string(),
  platform: z.literal('web'),
  device: z.literal('WEB'),
  lotteryType: z.literal('Elott'),
  gameCdnHosts: z.array(z.string()),
  imageCdnHosts: z.array(z.string()),
  /**
   * Firebase mode (SPEC.md sections 3 and 4): the browser SDK's public settings when the brand's
   * SMS codes go through Firebase phone sign-in; null when the brand sends its own codes.
   */
  firebase: z.object({ projectId: z.string(), apiKey: z.string().nullable(), authDomain: z.string() }).nullable(),
  /** What the site shows once after a login answering firstTimeLogin true (decision 064). */
  firstLoginAction: z.enum(FIRST_LOGIN_ACTIONS),
});
export type WhitelabelValue = z.infer<typeof whitelabelValue>;

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.enum(PATTERN_IDS as [string, ...string[]]),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});

/** The registration fields a brand configures (SPEC.md section 5). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'telegram',
  'zalo',
  'nickname',
  'fullname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** `GET /wps/system/setting/register`: one rule per registration field. */
export const registerSettingValue = z.record(z.enum(REGISTER_FIELDS), fieldRuleSchema);

/** `GET /wps/system/domainRoute`: the brand's domains; the client adds a measured speed to each. */
export const domainRouteValue = z.object({
  domainList: z.array(z.object({ domain: z.string(), primary: z.boolean(), speed: z.literal(0) })),
});

export const helpArticleSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });
/** `GET /wps/system/helpCenter`: help categories with sanitised HTML articles, in the asked language. */
export const helpCenterValue = z.object({
  language: z.string(),
  categories: z.array(z.object({ id: z.string(), title: z.string(), articles: z.array(helpArticleSchema) })),
});
export type HelpCenterValue = z.infer<typeof helpCenterValue>;

/** `GET /wps/system/countries`: dialing codes the brand accepts, preferred first. */
export const countryListValue = z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string(), flag: z.string() }));
export type CountryEntry = z.infer<typeof countryListValue>[number];
