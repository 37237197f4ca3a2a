import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { useHelpCentre } from '../api/use-help-centre';

/**
 * The help centre: categories and their articles on one side, the chosen article on the other.
 * The chosen article is in the URL (?article=category/slug) so it can be linked to.
 */
export function HelpCentre() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useHelpCentre();
  const [params, setParams] = useSearchParams();
  if (isPending) return <Spinner />;
  if (isError) return <EmptyState title={t('errors.network_error')} />;
  const categories = data.categories;
  if (categories.length === 0) return <EmptyState title={t('help.empty')} />;
  const [categoryId, articleId] = (params.get('article') ?? '').split('/');
  const category = categories.find((c) => c.id === categoryId) ?? categories[0];
  const article = category?.articles.find((a) => a.id === articleId) ?? category?.articles[0];
  return (
    <div className="help-centre">
      <nav className="help-centre__index" aria-label={t('help.topics')}>
        {categories.map((c) => (
          <section key={c.id}>
            <h2>{c.title}</h2>
            <ul>
              {c.articles.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    aria-current={c.id === category?.id && a.id === article?.id}
                    onClick={() => setParams({ article: `${c.id}/${a.id}` }, { replace: true })}
                  >
                    {a.title}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {article && (
        <article className="help-centre__article">
          <h2>{article.title}</h2>
          <SafeHtml className="rich-text" html={article.content} />
        </article>
      )}
    </div>
  );
}
