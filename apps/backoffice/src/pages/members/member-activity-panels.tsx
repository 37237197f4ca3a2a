import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoMemberProfile } from '@pkg/contracts/members';
import { at } from './member-account-panel';
import { money } from './members-ui';

/** The player's wallets from the ledger, with what is held and what is available. */
export function MemberWalletsPanel({ value }: { value: BoMemberProfile }) {
  const { t } = useTranslation();
  const kind = (wallet: BoMemberProfile['wallets'][number]) => t(`boMembers.wallets.kinds.${wallet.kind}`, { defaultValue: wallet.kind });
  return (
    <div className="bo-panel" id="member-wallets">
      <h2>{t('boMembers.wallets.title')}</h2>
      {value.wallets.length === 0 ? (
        <p className="bo-note">{t('boMembers.wallets.none')}</p>
      ) : (
        <Table
          label={t('boMembers.wallets.title')}
          head={[
            t('boMembers.wallets.kind'),
            t('boMembers.wallets.currency'),
            t('boMembers.wallets.balance'),
            t('boMembers.wallets.held'),
            t('boMembers.wallets.available'),
          ]}
          numeric={[2, 3, 4]}
          rows={value.wallets.map((wallet) => [
            wallet.ref ? `${kind(wallet)} · ${wallet.ref}` : kind(wallet),
            wallet.currency,
            money(wallet.balanceMinor),
            money(wallet.heldMinor),
            money(wallet.availableMinor),
          ])}
        />
      )}
    </div>
  );
}

/** Recent sessions, the addresses and the devices the player used. */
export function MemberActivityPanels({ value }: { value: BoMemberProfile }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="bo-panel" id="member-sessions">
        <h2>{t('boMembers.sessions.title')}</h2>
        {value.sessions.length === 0 ? (
          <p className="bo-note">{t('boMembers.sessions.none')}</p>
        ) : (
          <Table
            label={t('boMembers.sessions.title')}
            head={[
              t('boMembers.sessions.started'),
              t('boMembers.sessions.lastSeen'),
              t('boMembers.sessions.state'),
              t('boMembers.sessions.ip'),
              t('boMembers.sessions.device'),
            ]}
            rows={value.sessions.map((session) => [
              at(session.createdAt),
              at(session.lastSeenAt),
              session.live ? t('boMembers.sessions.live') : t('boMembers.sessions.ended', { at: at(session.endedAt) }),
              session.ip ?? '—',
              session.userAgent ?? '—',
            ])}
          />
        )}
      </div>
      <div className="members-two">
        <div className="bo-panel">
          <h2>{t('boMembers.ips.title')}</h2>
          {value.ips.length === 0 ? (
            <p className="bo-note">{t('boMembers.ips.none')}</p>
          ) : (
            <Table
              label={t('boMembers.ips.title')}
              head={[t('boMembers.ips.ip'), t('boMembers.ips.first'), t('boMembers.ips.last')]}
              rows={value.ips.map((row) => [row.ip, at(row.firstSeenAt), at(row.lastSeenAt)])}
            />
          )}
        </div>
        <div className="bo-panel">
          <h2>{t('boMembers.devices.title')}</h2>
          {value.devices.length === 0 ? (
            <p className="bo-note">{t('boMembers.devices.none')}</p>
          ) : (
            <Table
              label={t('boMembers.devices.title')}
              head={[t('boMembers.devices.device'), t('boMembers.devices.sessions'), t('boMembers.ips.last')]}
              numeric={[1]}
              rows={value.devices.map((row) => [row.userAgent, String(row.sessions), at(row.lastSeenAt)])}
            />
          )}
        </div>
      </div>
    </>
  );
}

/** Other accounts that share an address, a device or a contact with the player. */
export function MemberLinkedPanel({ value }: { value: BoMemberProfile }) {
  const { t } = useTranslation();
  return (
    <div className="bo-panel" id="member-linked">
      <h2>{t('boMembers.linked.title')}</h2>
      <p className="bo-note">{t('boMembers.linked.help')}</p>
      {value.linked.length === 0 ? (
        <p className="bo-note">{t('boMembers.linked.none')}</p>
      ) : (
        <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boMembers.linked.title')}>
          <table className="bo-table bo-stack">
            <thead>
              <tr>
                <th scope="col">{t('boMembers.cols.username')}</th>
                <th scope="col">{t('boMembers.linked.via')}</th>
                <th scope="col">{t('boMembers.linked.value')}</th>
                <th scope="col">{t('boMembers.cols.state')}</th>
              </tr>
            </thead>
            <tbody>
              {value.linked.map((row) => (
                <tr key={`${row.id}-${row.via}-${row.value}`}>
                  <td data-label={t('boMembers.cols.username')}>
                    <Link to={`/members/${row.id}`}>{row.username}</Link>
                  </td>
                  <td data-label={t('boMembers.linked.via')}>{t(`boMembers.linked.vias.${row.via}`)}</td>
                  <td data-label={t('boMembers.linked.value')} className="members-wrap">
                    {row.value}
                  </td>
                  <td data-label={t('boMembers.cols.state')}>{row.locked ? t('boMembers.locked') : t('boMembers.active')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** A read-only table that turns into cards on a phone (bo-stack, each cell labelled by its column). */
function Table({ label, head, rows, numeric = [] }: { label: string; head: string[]; rows: string[][]; numeric?: number[] }) {
  return (
    <div className="bo-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="bo-table bo-stack">
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={numeric.includes(index) ? 'bo-number' : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} data-label={head[index]} className={numeric.includes(index) ? 'bo-number' : 'members-wrap'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
