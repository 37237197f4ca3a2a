import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { okEnvelope } from '@pkg/contracts/envelope';
import { boReportQuery, boReportValue } from '@pkg/contracts/reports';
import { ok } from '../../http/envelope.ts';
import { attachmentName } from '../../lib/csv.ts';
import type { StaffGuard } from '../staff/index.ts';
import { reportCsv } from './reports-csv.ts';
import type { ReportsService } from './reports.service.ts';

/** A CSV download (never cached: it holds money figures). */
function csv(reply: FastifyReply, name: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentName(name))
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The back office's reports (decision 041; reports.read): the report as JSON in the envelope, or
 * with `format=csv` the same rows as a CSV download named after the report and its days.
 */
export function reportsRoutes(deps: { reports: ReportsService; guard: StaffGuard }): FastifyPluginAsyncZod {
  const read = deps.guard('reports.read');
  return async (app) => {
    app.get(
      BO_API.reports,
      { preHandler: read, schema: { querystring: boReportQuery, response: { 200: okEnvelope(boReportValue) } } },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const value = await deps.reports.run({ staff: request.staff, ip: request.ip }, query);
        if (format !== 'csv') return ok(value);
        const name = `${value.report}${value.groupBy ? `-by-${value.groupBy}` : ''}-${value.from}-${value.to}.csv`;
        return csv(reply, name, reportCsv(value));
      },
    );
  };
}
