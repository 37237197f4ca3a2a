import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoContractPage } from '@pkg/contracts/agent-desk';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatGmt8 } from '@pkg/web-kit/time';
import { ReasonForm } from '../finance/reason-form';
import { formatBp } from './agent-format';
import { ContractChip, KINDS, TermsSummary, errorText } from './agents-ui';
import { OfferForm } from './offer-form';
// The desk's shared classes (page head, chips, panels, outcome) live with the lottery desk.
import '../lottery/lottery.css';
import './agents.css';
import { agentsKeys, contractAction, fetchContracts } from '../../api/agents';
import { BrandSelect, FilterBar } from '../../components/list-page';

/** The most contracts one page asks for (the API's limit); the filters narrow it down. */
const LIMIT = 100;

type Contract = BoContractPage['entries'][number];
type Outcome = { kind: 'offered' | 'ended'; agent: string };

/**
 * Agent contracts (decision 029): every contract version of the staff member's brands, newest
 * first, between an upline agent (or the operator) and a downline agent, filtered by brand, kind
 * and username (either party). Staff who manage agents offer top-level agents contracts here and
 * end active contracts (saying why).
 */
export function AgentContractsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const [params, setParams] = useSearchParams();
  const brandId = params.get('brand') ?? '';
  const kind = params.get('kind') ?? '';
  const username = params.get('user') ?? '';
  const [typed, setTyped] = useState(username);
  const [seenUser, setSeenUser] = useState(username);
  if (username !== seenUser) {
    setSeenUser(username);
    setTyped(username);
  }
  const [offering, setOffering] = useState(false);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const filter = { brandId, kind, username };
  const page = useQuery({
    queryKey: agentsKeys.contractList(filter),
    queryFn: () => fetchContracts({ limit: LIMIT, ...filter }),
  });
  const entries = page.data?.entries ?? [];
  const canManage = me.permissions.includes('agents.manage');
  const manyBrands = me.brands.length > 1;
  const codeOf = new Map(me.brands.map((brand) => [brand.id, brand.code]));

  function setFilter(name: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  function search(event: FormEvent) {
    event.preventDefault();
    setFilter('user', typed.trim());
  }

  return (
    <section aria-labelledby="bo-agent-contracts">
      <div className="bo-page-head">
        <h1 id="bo-agent-contracts">{t('boAgents.contracts.title')}</h1>
        {canManage && !offering && (
          <button
            type="button"
            className="bo-head-button"
            onClick={() => {
              setOffering(true);
              setOutcome(null);
            }}
          >
            {t('boAgents.offer.open')}
          </button>
        )}
      </div>
      <p className="bo-note">{t('boAgents.contracts.note')}</p>
      {outcome && (
        <p className="bo-outcome" role="status">
          {t(`boAgents.contracts.outcome.${outcome.kind}`, { agent: outcome.agent })}
        </p>
      )}
      {canManage && offering && page.data && (
        <OfferForm
          topAgents={page.data.topAgents}
          brands={me.brands}
          onOffered={(agent) => {
            setOffering(false);
            setOutcome({ kind: 'offered', agent });
          }}
          onCancel={() => setOffering(false)}
        />
      )}
      {canManage && ending && (
        <EndPanel
          key={ending.id}
          contract={ending}
          onEnded={() => {
            setEnding(null);
            setOutcome({ kind: 'ended', agent: ending.downline.username });
          }}
          onCancel={() => setEnding(null)}
        />
      )}
      <FilterBar label={t('boAgents.contracts.filters')} onSubmit={search}>
        {manyBrands && <BrandSelect brands={me.brands} value={brandId} onChange={(value) => setFilter('brand', value)} />}
        <label>
          {t('boAgents.kind')}
          <select value={kind} onChange={(event) => setFilter('kind', event.target.value)}>
            <option value="">{t('boAgents.allKinds')}</option>
            {KINDS.map((name) => (
              <option key={name} value={name}>
                {t(`boAgents.kinds.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boAgents.contracts.username')}
          <input type="search" value={typed} maxLength={64} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit" className="bo-secondary">
          {t('boAgents.contracts.search')}
        </button>
      </FilterBar>
      {page.isError && (
        <p className="bo-error" role="alert">
          {errorText(page.error, t('boConsole.loadFailed'))}
        </p>
      )}
      <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boAgents.contracts.tableLabel')}>
        <table className="bo-table bo-agent-table">
          <thead>
            <tr>
              {manyBrands && <th>{t('boConsole.finance.brand')}</th>}
              <th>{t('boAgents.kind')}</th>
              <th>{t('boAgents.contracts.upline')}</th>
              <th>{t('boAgents.contracts.downline')}</th>
              <th className="bo-number">{t('boAgents.statements.rate')}</th>
              <th>{t('boAgents.contracts.terms')}</th>
              <th>{t('boAgents.statusLabel')}</th>
              <th>{t('boAgents.contracts.request')}</th>
              <th>{t('boAgents.contracts.dates')}</th>
              {canManage && (
                <th>
                  <span className="bo-visually-hidden">{t('boAgents.contracts.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((contract) => (
              <tr key={contract.id} className={contract.request ? 'bo-row-pending' : undefined}>
                {manyBrands && <td>{codeOf.get(contract.brandId) ?? contract.brandId}</td>}
                <td>
                  {t(`boAgents.kinds.${contract.kind}`)}
                  <span className="bo-sub">{t('boAgents.statements.contract', { id: contract.id })}</span>
                </td>
                <td>{contract.upline ? contract.upline.username : <em>{t('boAgents.contracts.operator')}</em>}</td>
                <td>
                  <strong>{contract.downline.username}</strong>
                </td>
                <td className="bo-number">{formatBp(contract.rateBp)}</td>
                <td className="bo-terms-cell">
                  <TermsSummary kind={contract.kind} terms={contract.terms} />
                </td>
                <td>
                  <ContractChip status={contract.status} />
                </td>
                <td className="bo-request">{contract.request ? t(`boAgents.contracts.requests.${contract.request}`) : '—'}</td>
                <td className="bo-dates">
                  <ContractDates contract={contract} />
                </td>
                {canManage && (
                  <td>
                    {contract.status === 'active' && (
                      <button
                        type="button"
                        className="bo-danger bo-small"
                        aria-label={t('boAgents.contracts.endLabel', {
                          kind: t(`boAgents.kinds.${contract.kind}`),
                          agent: contract.downline.username,
                        })}
                        onClick={() => {
                          setEnding(contract);
                          setOutcome(null);
                        }}
                      >
                        {t('boAgents.contracts.end')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.isPending && <p>{t('boConsole.loading')}</p>}
      {page.isSuccess && entries.length === 0 && <p>{t('boAgents.contracts.empty')}</p>}
      {entries.length >= LIMIT && <p className="bo-note">{t('boAgents.contracts.limited', { limit: LIMIT })}</p>}
    </section>
  );
}

/** When a contract was offered, became active, and ended (and why). */
function ContractDates({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  return (
    <>
      {contract.activeFrom
        ? t('boAgents.contracts.since', { at: formatGmt8(contract.activeFrom) })
        : t('boAgents.contracts.offeredAt', { at: formatGmt8(contract.offeredAt) })}
      {contract.endedAt && (
        <span className="bo-sub">
          {t('boAgents.contracts.endedAt', { at: formatGmt8(contract.endedAt) })}
          {contract.endReason && ` · ${t(`boAgents.contracts.endReasons.${contract.endReason}`)}`}
        </span>
      )}
      {!contract.endedAt && !contract.activeFrom && contract.decidedAt && (
        <span className="bo-sub">{t('boAgents.contracts.decidedAt', { at: formatGmt8(contract.decidedAt) })}</span>
      )}
    </>
  );
}

/** Ending an active contract for the operator: what it ends, and why. */
function EndPanel({ contract, onEnded, onCancel }: { contract: Contract; onEnded: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: (reason: string) => contractAction({ action: 'end', contractId: contract.id, reason }),
    onSuccess: async () => {
      onEnded();
      await queryClient.invalidateQueries({ queryKey: agentsKeys.contracts });
    },
  });
  // The panel opens above the table: bring its reason field into view.
  useEffect(() => document.getElementById('bo-end-reason')?.focus(), []);
  return (
    <section className="bo-panel bo-end" aria-labelledby="bo-end-title">
      <h2 id="bo-end-title">{t('boAgents.contracts.endTitle')}</h2>
      <p>
        {t('boAgents.contracts.endWhat', {
          kind: t(`boAgents.kinds.${contract.kind}`),
          agent: contract.downline.username,
          upline: contract.upline ? contract.upline.username : t('boAgents.contracts.operator'),
        })}
      </p>
      <p className="bo-note">{t('boAgents.contracts.endExplain')}</p>
      <ReasonForm
        id="bo-end-reason"
        label={t('boAgents.contracts.endReason')}
        submitLabel={t('boAgents.contracts.endSubmit')}
        busy={end.isPending}
        onSubmit={(reason) => end.mutate(reason)}
        onCancel={onCancel}
      />
      {end.error && (
        <p className="bo-error" role="alert">
          {errorText(end.error, t('boConsole.networkError'))}
        </p>
      )}
    </section>
  );
}
