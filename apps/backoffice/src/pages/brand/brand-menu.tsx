import { useTranslation } from 'react-i18next';
import { LOTTERY_TYPES, type GameType } from '@pkg/contracts/game-types';
import { MENU_GAME_ENTRIES, MENU_LABEL_MAX, SITE_ROUTE_IDS, SITE_ROUTES, type MenuEntry } from '@pkg/contracts/site-menu';
import type { BoBrandView } from '@pkg/contracts/brand-settings';
import { BrandPart, BrandSectionForm, fieldText, type BrandSectionProps } from './brand-section';

/** The entries in the platform's order, as the site lists them before a brand orders them. */
const PLATFORM_ORDER: readonly MenuEntry[] = [
  'home',
  ...MENU_GAME_ENTRIES,
  'promotions',
  'vip',
  'pointMall',
  'help',
  'app',
  'join',
  'agent',
  'affiliates',
];

/** The rows as the brand has them: its order first, the rest after in the platform's order. */
function rowsOf(view: BoBrandView): MenuEntry[] {
  const ordered = view.siteMenu.order;
  return [...ordered, ...PLATFORM_ORDER.filter((entry) => !ordered.includes(entry))];
}

/** A game entry the brand offers no game type of: the site cannot show it whatever is set here. */
function notOffered(view: BoBrandView, entry: MenuEntry): boolean {
  const types: readonly string[] =
    entry === 'LOTTERY' ? LOTTERY_TYPES : (MENU_GAME_ENTRIES as readonly string[]).includes(entry) ? [entry] : [];
  return types.length > 0 && types.every((type) => view.disabledGameTypes.includes(type as GameType));
}

/**
 * The site's menu and pages (decision 074): which optional pages are on (a page off leaves the
 * menus, says "not available" at its address and its calls are refused), and the header and side
 * menu's entries: shown or not, their position, and a label per language the brand offers (empty:
 * the site's own text). Game categories show on the site only while the brand has games in them.
 */
export function BrandMenu({ view, canManage }: BrandSectionProps) {
  const { t } = useTranslation();
  const rows = rowsOf(view);
  const entryName = (entry: MenuEntry) => t(`boBrand.menu.entries.${entry}`);
  return (
    <BrandSectionForm
      title={t('boBrand.sections.menu')}
      view={view}
      canManage={canManage}
      wide
      build={(form) => {
        const placed = rows
          .map((entry, index) => ({ entry, index, at: Number(fieldText(form, `pos-${entry}`)) || index + 1 }))
          .sort((a, b) => a.at - b.at || a.index - b.index)
          .map(({ entry }) => entry);
        // Positions left as they were keep the stored order (empty: the platform's, which follows the game menus).
        const order = placed.join() === rows.join() ? view.siteMenu.order : placed;
        const labels: BoBrandView['siteMenu']['labels'] = {};
        for (const entry of rows) {
          // Labels of languages the brand no longer offers are kept as stored.
          const byLanguage = { ...view.siteMenu.labels[entry] };
          for (const language of view.languages) {
            const label = fieldText(form, `label-${entry}-${language}`);
            if (label) byLanguage[language] = label;
            else delete byLanguage[language];
          }
          if (Object.keys(byLanguage).length > 0) labels[entry] = byLanguage;
        }
        return {
          siteMenu: { order, hidden: rows.filter((entry) => form.get(`show-${entry}`) !== 'on'), labels },
          siteRoutesOff: SITE_ROUTE_IDS.filter((route) => form.get(`route-${route}`) !== 'on'),
        };
      }}
    >
      <BrandPart title={t('boBrand.menu.pagesTitle')} note={t('boBrand.menu.pagesNote')}>
        <div className="brand-flags">
          {SITE_ROUTE_IDS.map((route) => (
            <label key={route}>
              <input type="checkbox" name={`route-${route}`} defaultChecked={!view.siteRoutesOff.includes(route)} />
              <span>
                {t(`boBrand.menu.routes.${route}`)}{' '}
                <code className="brand-flag-code">{SITE_ROUTES[route][0] ?? t('boBrand.menu.memberCentre')}</code>
              </span>
            </label>
          ))}
        </div>
      </BrandPart>
      <BrandPart title={t('boBrand.menu.entriesTitle')} note={t('boBrand.menu.entriesNote')}>
        <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boBrand.menu.entriesTitle')}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('boBrand.menu.entry')}</th>
                <th scope="col">{t('boBrand.menu.show')}</th>
                <th scope="col">{t('boBrand.menu.position')}</th>
                {view.languages.map((language) => (
                  <th key={language} scope="col">
                    {t('boBrand.menu.label', { language })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((entry, index) => (
                <tr key={entry}>
                  <th scope="row">
                    {entryName(entry)}
                    {notOffered(view, entry) && <span className="brand-flag-help">{t('boBrand.menu.notOffered')}</span>}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      name={`show-${entry}`}
                      defaultChecked={!view.siteMenu.hidden.includes(entry)}
                      aria-label={`${entryName(entry)} ${t('boBrand.menu.show')}`}
                    />
                  </td>
                  <td>
                    <input
                      name={`pos-${entry}`}
                      type="number"
                      min={1}
                      max={rows.length}
                      defaultValue={index + 1}
                      aria-label={`${entryName(entry)} ${t('boBrand.menu.position')}`}
                    />
                  </td>
                  {view.languages.map((language) => (
                    <td key={language}>
                      <input
                        name={`label-${entry}-${language}`}
                        defaultValue={view.siteMenu.labels[entry]?.[language] ?? ''}
                        maxLength={MENU_LABEL_MAX}
                        aria-label={`${entryName(entry)} ${t('boBrand.menu.label', { language })}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </BrandPart>
    </BrandSectionForm>
  );
}
