import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoReportQuery, BoReportValue } from '@pkg/contracts/reports';
import { bo, boUrl } from '../lib/api';

/** The reports' queries (decision 041): one run of the form at a time. */
export const reportsKeys = {
  report: (query: BoReportQuery | null) => ['bo', 'reports', query] as const,
};

/** A report's rows and totals (JSON). */
export const fetchReport = (query: BoReportQuery) => bo<BoReportValue>(BO_API.reports, { query: { ...query, format: 'json' } });

/** The same report as a CSV download (the browser follows the link with the session cookie). */
export const reportCsvUrl = (query: BoReportQuery) => boUrl(BO_API.reports, undefined, { ...query, format: 'csv' });
