import { useState, type FormEvent, type MouseEvent } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffMe } from '@pkg/contracts/staff';
import { signOut as endSession } from '../api/session';
import { ME_KEY } from '../lib/use-me';
import { LanguageSelect } from './language-select';
import { navGroupsFor } from './nav-groups';
import './shell.css';

/**
 * The console frame: who is signed in, the desks their role may open grouped by the job (decision
 * 069; a group with nothing to open is left out), sign-out. On a laptop the menu is a column beside
 * the page; on a phone the Menu button folds it over the page, and choosing a desk folds it away.
 */
export function Shell({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const navigate = useNavigate();

  function search(event: FormEvent) {
    event.preventDefault();
    const text = searchText.trim();
    if (text) void navigate(`/search?${new URLSearchParams({ q: text }).toString()}`);
  }

  async function signOut() {
    try {
      await endSession();
    } finally {
      queryClient.setQueryData(ME_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'bo' && query.queryKey[1] !== 'me' });
    }
  }

  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  }

  return (
    <div className="bo-shell">
      <header className="bo-header">
        <button
          type="button"
          className="bo-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="bo-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('boConsole.menu')}
        </button>
        <strong className="bo-brand">{t('boConsole.title')}</strong>
        <form className="bo-search" role="search" onSubmit={search}>
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            aria-label={t('boConsole.search.label')}
            placeholder={t('boConsole.search.placeholder')}
            maxLength={64}
            autoCapitalize="none"
          />
          <button type="submit" className="bo-secondary">
            {t('boConsole.search.submit')}
          </button>
        </form>
        <div className="bo-who">
          <span>
            {me.displayName} · {t(`boConsole.roles.${me.role}`)}
          </span>
          <LanguageSelect />
          <button type="button" onClick={() => void signOut()}>
            {t('boConsole.signOut')}
          </button>
        </div>
      </header>
      <div className="bo-body">
        <nav id="bo-nav" className={menuOpen ? 'bo-nav bo-nav-open' : 'bo-nav'} aria-label={t('boConsole.nav')} onClick={closeOnLink}>
          <NavLink to="/" end>
            {t('boConsole.overview.title')}
          </NavLink>
          {navGroupsFor(me).map((group) => (
            <div key={group.id} className="bo-nav-group" role="group" aria-labelledby={`bo-nav-${group.id}`}>
              <span id={`bo-nav-${group.id}`} className="bo-nav-heading">
                {t(`boConsole.navGroups.${group.id}`)}
              </span>
              {group.links.map((link) => (
                <NavLink key={link.to} to={link.to}>
                  {t(link.label)}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
        <main className="bo-main">
          <Outlet context={me} />
        </main>
      </div>
    </div>
  );
}
