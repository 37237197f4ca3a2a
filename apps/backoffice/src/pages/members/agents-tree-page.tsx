import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoMemberTreeValue } from '@pkg/contracts/members';
import type { StaffMe } from '@pkg/contracts/staff';
import { errorOf } from '../../lib/api';
import { fetchAgents, fetchDownline, membersKeys } from '../../api/members';
import { Pager } from '../../components/desk-ui';
import { AccountType, MembersTabs } from './members-ui';
import './members.css';

const PAGE_SIZE = 50;

/**
 * The agents tree (decision 038): a brand's top agents (no upline), each opening its direct
 * downline on demand, level by level, from the agent tables (accounts.upline_id). Every name opens
 * the player's profile.
 */
export function AgentsTreePage() {
  const { t } = useTranslation();
  const id = useId();
  const me = useOutletContext<StaffMe>();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [pageNo, setPageNo] = useState(1);
  const query = { brandId, pageNo, pageSize: PAGE_SIZE };
  const tops = useQuery({
    queryKey: membersKeys.tree(query),
    queryFn: () => fetchAgents(query),
  });
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t('boMembers.tree.title')}</h1>
      <MembersTabs />
      <p className="bo-note">{t('boMembers.tree.intro')}</p>
      {me.brands.length > 1 && (
        <div className="bo-filters">
          <label>
            {t('boMembers.brand')}
            <select
              value={brandId}
              onChange={(event) => {
                setBrandId(event.target.value);
                setPageNo(1);
              }}
            >
              {me.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name} ({brand.code})
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {tops.isPending && <p>{t('boMembers.loading')}</p>}
      {tops.isError && (
        <p className="bo-error" role="alert">
          {errorOf(tops.error)}
        </p>
      )}
      {tops.data &&
        (tops.data.list.length === 0 ? (
          <p className="bo-note">{t('boMembers.tree.none')}</p>
        ) : (
          <>
            <ul className="members-tree" role="tree" aria-label={t('boMembers.tree.title')}>
              {tops.data.list.map((row) => (
                <TreeNode key={row.id} row={row} level={1} />
              ))}
            </ul>
            <Pager pageNo={pageNo} totalPages={tops.data.totalPages} onPage={setPageNo} />
          </>
        ))}
    </section>
  );
}

type TreeRow = BoMemberTreeValue['list'][number];

/** One account of the tree; its downline loads the first time it is opened (the first 100). */
function TreeNode({ row, level }: { row: TreeRow; level: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const children = useQuery({
    queryKey: membersKeys.downline(row.id),
    queryFn: () => fetchDownline(row.id),
    enabled: open,
  });
  return (
    <li role="treeitem" aria-level={level} aria-expanded={row.downline > 0 ? open : undefined}>
      <div className="members-tree-row">
        {row.downline > 0 ? (
          <button
            type="button"
            className="bo-secondary members-toggle"
            aria-label={t(open ? 'boMembers.tree.collapse' : 'boMembers.tree.expand', { username: row.username })}
            onClick={() => setOpen(!open)}
          >
            {open ? '−' : '+'}
          </button>
        ) : (
          <span className="members-toggle" aria-hidden="true" />
        )}
        <Link to={`/members/${row.id}`}>{row.username}</Link>
        <span className="members-muted">
          <AccountType type={row.accountType} /> · {t('boMembers.tree.downline', { count: row.downline })}
        </span>
        {row.locked && <span className="members-badge members-badge--bad">{t('boMembers.locked')}</span>}
      </div>
      {open && children.isPending && <p className="members-muted">{t('boMembers.loading')}</p>}
      {open && children.isError && <p className="bo-error">{errorOf(children.error)}</p>}
      {open && children.data && (
        <ul role="group">
          {children.data.list.map((child) => (
            <TreeNode key={child.id} row={child} level={level + 1} />
          ))}
          {children.data.total > children.data.list.length && (
            <li className="members-muted">{t('boMembers.tree.more', { count: children.data.total - children.data.list.length })}</li>
          )}
        </ul>
      )}
    </li>
  );
}
