/**
 * How a report's filters become its query string and its CSV file's name. Each report answers
 * the same call as CSV with `format=csv`; the file is fetched with the session header and saved,
 * named after the report and the filters that shaped it.
 */

export type QueryParams = Record<string, string | number | undefined | null>;

/** The query string of a call: empty filters are left out; "?a=1&b=2", or "" when nothing is set. */
export function toQuery(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The CSV form of a report's call: the same filters, every row (no paging), `format=csv`. */
export function csvQuery(params: QueryParams): string {
  const { pageNo: _pageNo, pageSize: _pageSize, format: _format, ...filters } = params;
  return toQuery({ ...filters, format: 'csv' });
}

const SAFE = /[^A-Za-z0-9._-]+/g;

/**
 * The file name of a report's CSV: `agent-<report>` then the filters that shape it, in a fixed
 * order (period and date, or from and to; then the rest), e.g. agent-team-bets_2026-11-01_2026-11-07.csv.
 * Characters a file system may not take become dashes.
 */
export function csvFilename(report: string, params: QueryParams): string {
  const { pageNo: _pageNo, pageSize: _pageSize, format: _format, period, date, from, to, ...rest } = params;
  const parts = [
    period,
    date,
    from,
    to,
    ...Object.keys(rest)
      .sort()
      .map((key) => rest[key]),
  ]
    .filter((value): value is string | number => value !== undefined && value !== null && value !== '')
    .map((value) => String(value).replace(SAFE, '-'));
  return [`agent-${report}`, ...parts].join('_') + '.csv';
}

/** The name a Content-Disposition header gives a file, if any (`filename*=UTF-8''...` first). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}
