import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_TOTAL_HEADER,
  COMPASS_POINT_ADMIN_PAGE_PATH,
  COMPASS_POINT_EXPORT_PATH,
  compassPointExportQuery,
  COMPASS_POINT_AUDIT_PATH,
  COMPASS_POINT_DOCUMENT_PAGE_PATH,
  COMPASS_POINT_LIST_PATH,
  COMPASS_POINT_MY_PAGE_PATH,
  COMPASS_POINT_REPORT_PATH,
  COMPASS_POINT_SETTINGS_PATH,
  adminPageQuery,
  auditQuery,
  auditReply,
  compassPointArray,
  compassPointPage,
  compassPointReport,
  compassPointSettingsReply,
  contentIdQuery,
  documentListQuery,
  documentPageQuery,
  idParams,
  myPageQuery,
  reportQuery,
} from '../../../api/compass-points';
import { compassPointHistory } from '../../services/compass-points/audit';
import { exportCompassPoints } from '../../services/compass-points/export/export';
import {
  adminCompassPoints,
  compassPointSettingsFor,
  documentCompassPoints,
  documentCompassPointsPage,
  myCompassPoints,
} from '../../services/compass-points/lists';
import { compassPointReport as buildReport } from '../../services/compass-points/report';

/** Compass-point lists, settings, change history and report (001 §7). */
export const compassPointListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    COMPASS_POINT_LIST_PATH,
    { schema: { querystring: documentListQuery, response: { 200: compassPointArray } } },
    async (req) => documentCompassPoints(req.ctx, req.query.contentCode),
  );
  app.get(
    COMPASS_POINT_MY_PAGE_PATH,
    { schema: { querystring: myPageQuery, response: { 200: compassPointPage } } },
    async (req) => myCompassPoints(req.ctx, req.query),
  );
  app.get(
    COMPASS_POINT_ADMIN_PAGE_PATH,
    { schema: { querystring: adminPageQuery, response: { 200: compassPointPage } } },
    async (req) => adminCompassPoints(req.ctx, req.query),
  );
  app.get(
    COMPASS_POINT_DOCUMENT_PAGE_PATH,
    { schema: { querystring: documentPageQuery, response: { 200: compassPointPage } } },
    async (req) => documentCompassPointsPage(req.ctx, req.query),
  );
  app.get(COMPASS_POINT_EXPORT_PATH, { schema: { querystring: compassPointExportQuery } }, async (req, reply) => {
    const file = await exportCompassPoints(req.ctx, req.query);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });
  app.get(
    COMPASS_POINT_SETTINGS_PATH,
    { schema: { querystring: contentIdQuery, response: { 200: compassPointSettingsReply } } },
    async (req) => compassPointSettingsFor(req.ctx, req.query.contentID),
  );
  app.get(
    COMPASS_POINT_AUDIT_PATH,
    { schema: { params: idParams, querystring: auditQuery, response: { 200: auditReply } } },
    async (req, reply) => {
      const { entries, total } = await compassPointHistory(req.ctx, req.params.id, req.query);
      return reply
        .header(AUDIT_TOTAL_HEADER, String(total))
        .header('access-control-expose-headers', AUDIT_TOTAL_HEADER)
        .send(entries);
    },
  );
  app.get(
    COMPASS_POINT_REPORT_PATH,
    { schema: { querystring: reportQuery, response: { 200: compassPointReport } } },
    async (req) => buildReport(req.ctx, req.query),
  );
};
