import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { FailureBox } from './failure-box';

/**
 * What a report shows for its call: a spinner while the first answer comes, the failure in words
 * with a retry, the empty state when there is nothing to list, or the rows. While other filters
 * load, the last answer stays on screen, marked busy; a failed refresh shows above it.
 */
export function ReportBody<Value>({
  query,
  isEmpty,
  emptyTitle,
  emptyText,
  children,
}: {
  query: UseQueryResult<Value>;
  isEmpty: (value: Value) => boolean;
  emptyTitle: string;
  emptyText?: string;
  children: (value: Value) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (!query.data) return <FailureBox error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="agent-report" aria-busy={query.isFetching}>
      {query.isError && <FailureBox error={query.error} onRetry={() => void query.refetch()} />}
      {isEmpty(query.data) ? <EmptyState title={emptyTitle} text={emptyText} /> : children(query.data)}
    </div>
  );
}
