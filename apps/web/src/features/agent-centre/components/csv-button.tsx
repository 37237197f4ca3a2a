import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReportCsv, type ReportName } from '../api/agent-api';
import { failureText } from '../agent-failure';
import type { QueryParams } from '../report-query';

/**
 * Downloads the report on screen as CSV: the same call and filters with `format=csv`, fetched with
 * the session header (so not a plain link) and saved as a file.
 */
export function CsvButton({ report, params }: { report: ReportName; params: QueryParams }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadReportCsv(report, params);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="agent-csv">
      <button type="button" className="button button--ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {t('agent.common.csv')}
      </button>
      {error !== null && (
        <p className="field__error" role="alert">
          {failureText(t, error)}
        </p>
      )}
    </div>
  );
}
