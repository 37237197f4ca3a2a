import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoHelpArticle, BoHelpCategory, HelpLanguage, HelpTitles } from '@pkg/contracts/help-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import {
  createHelpCategory,
  deleteHelpArticle,
  fetchHelp,
  helpKeys,
  orderHelpArticles,
  orderHelpCategories,
  saveHelpArticleVersion,
  saveHelpCategory,
  setHelpArticleEnabled,
} from '../../api/help';
import { errorText } from '../engagement-messages/engagement-ui';
import '../engagement-messages/engagement.css';
import './help.css';

/** The languages an article is written in (the contract's list; importing it would bundle zod). */
const LANGUAGES: HelpLanguage[] = ['TY', 'EN', 'ZH', 'TH', 'VI'];
const SLUG = '^[a-z0-9][a-z0-9\\-]{0,47}$';

const helpKey = helpKeys.brand;
/** A category's name for staff: the console's language, else English. */
const nameOf = (category: BoHelpCategory, language: string) =>
  category.titles[language as HelpLanguage] ?? category.titles.EN ?? category.slug;
const moved = <T,>(items: T[], index: number, by: -1 | 1): T[] => {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item as T);
  return next;
};

type Editing = { kind: 'category'; category: BoHelpCategory | null } | { kind: 'article'; article: BoHelpArticle | null } | null;

/**
 * The help centre's editor (decision 036): a brand's categories in the site's order, each with its
 * articles; order them, switch them on or off, edit a category's titles per language and an
 * article one language at a time, and see the cleaned HTML the site will show after saving.
 */
export function HelpPage() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const canManage = me.permissions.includes('content.manage');
  const queryClient = useQueryClient();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery({
    queryKey: helpKey(brandId),
    queryFn: () => fetchHelp(brandId),
    enabled: brandId !== '',
  });
  const categories = list.data?.categories ?? [];
  const category = categories.find((item) => item.id === selected) ?? categories[0] ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: helpKey(brandId) });
  const change = useMutation({
    // Each change is one of api/help.ts's calls; the list is read again after it.
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSettled: refresh,
  });
  const language = i18n.language.slice(0, 2).toUpperCase();

  return (
    <section className="bo-help" aria-labelledby="bo-help">
      <div className="bo-page-head">
        <h1 id="bo-help">{t('boHelp.title')}</h1>
        {canManage && (
          <button type="button" className="bo-head-button" onClick={() => setEditing({ kind: 'category', category: null })}>
            {t('boHelp.newCategory')}
          </button>
        )}
      </div>
      <p className="bo-note">{t('boHelp.intro')}</p>
      {me.brands.length > 1 && (
        <label className="bo-filters">
          {t('boHelp.brand')}
          <select
            value={brandId}
            onChange={(event) => {
              setBrandId(event.target.value);
              setSelected(null);
              setEditing(null);
            }}
          >
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.code}
              </option>
            ))}
          </select>
        </label>
      )}
      {(list.error ?? change.error) && <p className="bo-error">{errorText(list.error ?? change.error, t('boConsole.loadFailed'))}</p>}
      {editing?.kind === 'category' && (
        <CategoryForm
          key={editing.category?.id ?? 'new'}
          brandId={brandId}
          category={editing.category}
          onDone={(saved) => {
            setEditing(null);
            if (saved) setSelected(saved.id);
            refresh();
          }}
        />
      )}
      <div className="bo-help-columns">
        <div className="bo-panel">
          <h2>{t('boHelp.categories')}</h2>
          {list.isSuccess && categories.length === 0 && <p>{t('boHelp.empty')}</p>}
          <ul className="bo-help-list">
            {categories.map((item, index) => (
              <li
                key={item.id}
                className={`bo-help-item${item.id === category?.id ? ' bo-help-item--on' : ''}${item.enabled ? '' : ' bo-help-item--off'}`}
              >
                <button
                  type="button"
                  className="bo-help-name"
                  aria-pressed={item.id === category?.id}
                  onClick={() => {
                    setSelected(item.id);
                    if (editing?.kind === 'article') setEditing(null);
                  }}
                >
                  {nameOf(item, language)} <span className="bo-help-langs">({item.articles.length})</span>
                </button>
                {canManage && (
                  <span className="bo-help-tools">
                    <button
                      type="button"
                      className="bo-secondary"
                      aria-label={t('boHelp.moveUp')}
                      disabled={index === 0 || change.isPending}
                      onClick={() =>
                        change.mutate(() =>
                          orderHelpCategories(
                            brandId,
                            moved(categories, index, -1).map((entry) => entry.id),
                          ),
                        )
                      }
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="bo-secondary"
                      aria-label={t('boHelp.moveDown')}
                      disabled={index === categories.length - 1 || change.isPending}
                      onClick={() =>
                        change.mutate(() =>
                          orderHelpCategories(
                            brandId,
                            moved(categories, index, 1).map((entry) => entry.id),
                          ),
                        )
                      }
                    >
                      ↓
                    </button>
                    <label className="bo-check">
                      <input
                        type="checkbox"
                        checked={item.enabled}
                        disabled={change.isPending}
                        onChange={() => change.mutate(() => saveHelpCategory(item.id, { titles: item.titles, enabled: !item.enabled }))}
                      />
                      {t(item.enabled ? 'boHelp.on' : 'boHelp.off')}
                    </label>
                    <button type="button" className="bo-secondary" onClick={() => setEditing({ kind: 'category', category: item })}>
                      {t('boHelp.edit')}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
        {category && (
          <div className="bo-panel">
            <div className="bo-panel-head">
              <h2>{t('boHelp.articlesOf', { category: nameOf(category, language) })}</h2>
              {canManage && (
                <button type="button" onClick={() => setEditing({ kind: 'article', article: null })}>
                  {t('boHelp.newArticle')}
                </button>
              )}
            </div>
            {category.articles.length === 0 && <p>{t('boHelp.noArticles')}</p>}
            <ul className="bo-help-list">
              {category.articles.map((article, index) => (
                <li key={article.slug} className={`bo-help-item${article.enabled ? '' : ' bo-help-item--off'}`}>
                  <span className="bo-help-name">
                    {(article.versions[language as HelpLanguage] ?? article.versions.EN ?? Object.values(article.versions)[0])?.title ??
                      article.slug}{' '}
                    <span className="bo-help-langs">{LANGUAGES.filter((code) => article.versions[code]).join(' · ')}</span>
                  </span>
                  {canManage && (
                    <span className="bo-help-tools">
                      <button
                        type="button"
                        className="bo-secondary"
                        aria-label={t('boHelp.moveUp')}
                        disabled={index === 0 || change.isPending}
                        onClick={() =>
                          change.mutate(() =>
                            orderHelpArticles(
                              category.id,
                              moved(category.articles, index, -1).map((entry) => entry.slug),
                            ),
                          )
                        }
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="bo-secondary"
                        aria-label={t('boHelp.moveDown')}
                        disabled={index === category.articles.length - 1 || change.isPending}
                        onClick={() =>
                          change.mutate(() =>
                            orderHelpArticles(
                              category.id,
                              moved(category.articles, index, 1).map((entry) => entry.slug),
                            ),
                          )
                        }
                      >
                        ↓
                      </button>
                      <label className="bo-check">
                        <input
                          type="checkbox"
                          checked={article.enabled}
                          disabled={change.isPending}
                          onChange={() => change.mutate(() => setHelpArticleEnabled(category.id, article.slug, !article.enabled))}
                        />
                        {t(article.enabled ? 'boHelp.on' : 'boHelp.off')}
                      </label>
                      <button type="button" className="bo-secondary" onClick={() => setEditing({ kind: 'article', article })}>
                        {t('boHelp.edit')}
                      </button>
                      <button
                        type="button"
                        className="bo-danger"
                        disabled={change.isPending}
                        onClick={() => {
                          if (window.confirm(t('boHelp.confirmDelete', { slug: article.slug })))
                            change.mutate(() => deleteHelpArticle(category.id, article.slug));
                        }}
                      >
                        {t('boHelp.delete')}
                      </button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {editing?.kind === 'article' && category && (
        <ArticleForm
          key={`${category.id}-${editing.article?.slug ?? 'new'}`}
          category={category}
          article={editing.article}
          onSaved={refresh}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function CategoryForm({
  brandId,
  category,
  onDone,
}: {
  brandId: string;
  category: BoHelpCategory | null;
  onDone: (saved: BoHelpCategory | null) => void;
}) {
  const { t } = useTranslation();
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [titles, setTitles] = useState<Partial<Record<HelpLanguage, string>>>(category?.titles ?? {});
  const save = useMutation({
    mutationFn: () => {
      const cleaned = Object.fromEntries(Object.entries(titles).filter(([, value]) => value?.trim())) as HelpTitles;
      return category
        ? saveHelpCategory(category.id, { titles: cleaned, enabled: category.enabled })
        : createHelpCategory({ brandId, slug, titles: cleaned });
    },
    onSuccess: (saved) => onDone(saved),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form className="bo-panel bo-form bo-compose" onSubmit={submit} aria-labelledby="bo-help-category-form">
      <h2 id="bo-help-category-form">{t(category ? 'boHelp.editCategory' : 'boHelp.newCategory')}</h2>
      <label>
        {t('boHelp.slug')}
        <input
          type="text"
          value={slug}
          required
          pattern={SLUG}
          maxLength={48}
          disabled={category !== null}
          onChange={(event) => setSlug(event.target.value)}
        />
      </label>
      <p className="bo-note">{t('boHelp.slugHint')}</p>
      {LANGUAGES.map((code) => (
        <label key={code}>
          {t('boHelp.titleIn', { language: code })}
          <input
            type="text"
            value={titles[code] ?? ''}
            maxLength={120}
            required={code === 'EN'}
            onChange={(event) => setTitles((previous) => ({ ...previous, [code]: event.target.value }))}
          />
        </label>
      ))}
      {save.isError && (
        <p className="bo-error" role="alert">
          {errorText(save.error, t('boConsole.loadFailed'))}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit" disabled={save.isPending}>
          {t('boHelp.save')}
        </button>
        <button type="button" className="bo-secondary" onClick={() => onDone(null)}>
          {t('boHelp.cancel')}
        </button>
      </div>
    </form>
  );
}

function ArticleForm({
  category,
  article,
  onSaved,
  onClose,
}: {
  category: BoHelpCategory;
  article: BoHelpArticle | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [slug, setSlug] = useState(article?.slug ?? '');
  const [language, setLanguage] = useState<HelpLanguage>('TY');
  const [drafts, setDrafts] = useState<Partial<Record<HelpLanguage, { title: string; html: string }>>>(() => ({
    ...(article?.versions ?? {}),
  }));
  const [saved, setSaved] = useState<Partial<Record<HelpLanguage, { title: string; html: string }>>>({});
  const draft = drafts[language] ?? { title: '', html: '' };
  const setDraft = (patch: Partial<{ title: string; html: string }>) =>
    setDrafts((previous) => ({ ...previous, [language]: { ...draft, ...patch } }));
  const save = useMutation({
    mutationFn: () => saveHelpArticleVersion(category.id, { slug, language, title: draft.title, html: draft.html }),
    onSuccess: (updated) => {
      const version = updated.articles.find((item) => item.slug === slug)?.versions[language];
      if (version) {
        setSaved((previous) => ({ ...previous, [language]: version }));
        setDrafts((previous) => ({ ...previous, [language]: version }));
      }
      onSaved();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  const result = saved[language];
  return (
    <form className="bo-panel bo-form bo-compose" onSubmit={submit} aria-labelledby="bo-help-article-form">
      <h2 id="bo-help-article-form">{t(article ? 'boHelp.editArticle' : 'boHelp.newArticle')}</h2>
      <label>
        {t('boHelp.slug')}
        <input
          type="text"
          value={slug}
          required
          pattern={SLUG}
          maxLength={48}
          disabled={article !== null || Object.keys(saved).length > 0}
          onChange={(event) => setSlug(event.target.value)}
        />
      </label>
      <div className="bo-tabs" role="group" aria-label={t('boHelp.language')}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            className={code === language ? 'bo-tab bo-tab--on' : 'bo-tab'}
            aria-pressed={code === language}
            onClick={() => {
              setLanguage(code);
              save.reset();
            }}
          >
            {code}
            {drafts[code]?.title ? ' ✓' : ''}
          </button>
        ))}
      </div>
      {!drafts[language] && <p className="bo-note">{t('boHelp.notWritten', { language })}</p>}
      <label>
        {t('boHelp.articleTitle')}
        <input type="text" value={draft.title} maxLength={120} required onChange={(event) => setDraft({ title: event.target.value })} />
      </label>
      <label>
        {t('boHelp.body')}
        <textarea value={draft.html} required onChange={(event) => setDraft({ html: event.target.value })} />
      </label>
      <p className="bo-note">{t('boHelp.bodyHint')}</p>
      {save.isError && (
        <p className="bo-error" role="alert">
          {errorText(save.error, t('boConsole.loadFailed'))}
        </p>
      )}
      <div className="bo-actions">
        <button type="submit" disabled={save.isPending}>
          {t('boHelp.saveLanguage', { language })}
        </button>
        <button type="button" className="bo-secondary" onClick={onClose}>
          {t('boHelp.close')}
        </button>
      </div>
      {result && (
        <div aria-live="polite">
          <p role="status">{t('boHelp.saved', { language })}</p>
          <strong>{result.title}</strong>
          {/* The server-cleaned HTML as the site will show it, in a sandboxed frame: nothing in it can run or reach the console. */}
          <iframe className="bo-preview" sandbox="" srcDoc={result.html} title={t('boHelp.preview')} />
        </div>
      )}
    </form>
  );
}
