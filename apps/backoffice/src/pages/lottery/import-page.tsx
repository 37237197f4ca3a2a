import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '@pkg/contracts/staff';
import { BoError } from '../../lib/api';
import { IMPORT_MAX_CHARS, importDetail, previewCsv } from './csv-preview';

import './lottery.css';
import { importResults, lotteryKeys } from '../../api/lottery';

const PREVIEW_LINES = 8;

/**
 * Official results imported from a file (decision 028): one draw a line, `game_code,draw_no,numbers`,
 * read in the browser (never uploaded as a file), previewed, then sent; each good line becomes a
 * result proposal that a second staff member approves on the draw's page.
 */
export function LotteryImportPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const queryClient = useQueryClient();
  const [brandId, setBrandId] = useState(me.brands[0]?.id ?? '');
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState('');
  const send = useMutation({
    mutationFn: () => importResults(brandId, csv),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.draws }),
  });
  const preview = previewCsv(csv, PREVIEW_LINES);
  const tooLong = csv.length > IMPORT_MAX_CHARS;

  function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError('');
    send.reset();
    if (!file) return;
    // A file far above the limit is not read at all (UTF-8 takes at least a byte a character).
    if (file.size > IMPORT_MAX_CHARS * 4) {
      setError(t('boLottery.import.tooLong', { max: IMPORT_MAX_CHARS.toLocaleString() }));
      event.target.value = '';
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setCsv(typeof reader.result === 'string' ? reader.result : '');
      setFileName(file.name);
    };
    reader.onerror = () => setError(t('boLottery.import.readFailed'));
    reader.readAsText(file);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!brandId) return setError(t('boLottery.import.brandMissing'));
    if (preview.total === 0) return setError(t('boLottery.import.empty'));
    if (tooLong) return setError(t('boLottery.import.tooLong', { max: IMPORT_MAX_CHARS.toLocaleString() }));
    setError('');
    send.mutate();
  }

  const lines = send.data?.lines ?? [];
  const proposed = lines.filter((line) => line.outcome === 'proposed').length;
  const failure = send.error instanceof BoError && send.error.message ? send.error.message : send.error ? t('boConsole.networkError') : '';

  return (
    <section aria-labelledby="bo-lottery-import">
      <p>
        <Link to="/lottery">{t('boLottery.back')}</Link>
      </p>
      <h1 id="bo-lottery-import">{t('boLottery.import.title')}</h1>
      <p className="bo-note">{t('boLottery.import.note')}</p>
      <pre className="bo-sample" aria-label={t('boLottery.import.sampleLabel')}>
        {'game_code,draw_no,numbers\n# ' + t('boLottery.import.sampleComment') + '\nvn-south,20261124-hcm,123456 12345 23456 …'}
      </pre>
      <form className="bo-panel bo-form bo-import-form" onSubmit={submit} noValidate>
        <label>
          {t('boConsole.finance.brand')}
          <select value={brandId} onChange={(event) => setBrandId(event.target.value)}>
            {me.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {`${brand.code} · ${brand.name}`}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('boLottery.import.file')}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={readFile} />
        </label>
        {fileName && <p className="bo-note">{t('boLottery.import.fileRead', { name: fileName, chars: csv.length.toLocaleString() })}</p>}
        <label>
          {t('boLottery.import.text')}
          <textarea
            value={csv}
            rows={8}
            spellCheck={false}
            onChange={(event) => {
              setCsv(event.target.value);
              setFileName('');
              send.reset();
            }}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby="bo-import-count"
          />
        </label>
        <p id="bo-import-count" className={tooLong ? 'bo-error' : 'bo-note'}>
          {t('boLottery.import.count', { chars: csv.length.toLocaleString(), max: IMPORT_MAX_CHARS.toLocaleString() })}
        </p>
        {(error || failure) && (
          <p className="bo-error" role="alert">
            {error || failure}
          </p>
        )}
        <button type="submit" disabled={send.isPending || tooLong}>
          {t('boLottery.import.send')}
        </button>
      </form>

      {csv && !send.data && (
        <section aria-labelledby="bo-import-preview">
          <h2 id="bo-import-preview">{t('boLottery.import.previewTitle')}</h2>
          <p className="bo-note">
            {t('boLottery.import.previewSummary', { total: preview.total, skipped: preview.skipped, shown: preview.lines.length })}
          </p>
          <div className="bo-scroll" tabIndex={0}>
            <table className="bo-table">
              <thead>
                <tr>
                  <th>{t('boLottery.import.line')}</th>
                  <th>{t('boLottery.import.gameCode')}</th>
                  <th>{t('boLottery.numero')}</th>
                  <th className="bo-number">{t('boLottery.import.numberCount')}</th>
                  <th>{t('boLottery.import.numbers')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.lines.map((line) => (
                  <tr key={line.line}>
                    <td>{line.line}</td>
                    <td>{line.gameCode || '—'}</td>
                    <td>{line.numero || '—'}</td>
                    <td className="bo-number">{line.numbers.length}</td>
                    <td className="bo-mono bo-wrap">{line.numbers.join(' ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {send.data && (
        <section aria-labelledby="bo-import-result">
          <h2 id="bo-import-result">{t('boLottery.import.resultTitle')}</h2>
          <p role="status">{t('boLottery.import.resultSummary', { proposed, refused: lines.length - proposed })}</p>
          {proposed > 0 && <p className="bo-note">{t('boLottery.import.nextStep')}</p>}
          <div className="bo-scroll" tabIndex={0}>
            <table className="bo-table">
              <thead>
                <tr>
                  <th>{t('boLottery.import.line')}</th>
                  <th>{t('boLottery.import.outcome')}</th>
                  <th>{t('boLottery.import.gameCode')}</th>
                  <th>{t('boLottery.numero')}</th>
                  <th>{t('boLottery.import.why')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => {
                  const detail = importDetail(line.errorCode, line.message);
                  return (
                    <tr key={line.line}>
                      <td>{line.line}</td>
                      <td>
                        <span className={`bo-chip bo-chip--${line.outcome === 'proposed' ? 'settled' : 'void'}`}>
                          {t(`boLottery.import.outcomes.${line.outcome}`)}
                        </span>
                      </td>
                      <td>{line.gameCode || '—'}</td>
                      <td>{line.numero || '—'}</td>
                      <td className="bo-wrap">
                        {line.errorCode ? t(`errors.${line.errorCode}`, { defaultValue: line.errorCode }) : '—'}
                        {detail && <span className="bo-detail">{detail}</span>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {proposed > 0 && (
            <p>
              <Link to="/lottery?awaiting=1">{t('boLottery.import.toAwaiting')}</Link>
            </p>
          )}
        </section>
      )}
    </section>
  );
}
