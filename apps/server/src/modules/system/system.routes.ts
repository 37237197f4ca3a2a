import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pkg/contracts/envelope';
import { API } from '@pkg/contracts/routes';
import {
  countryListValue,
  domainRouteValue,
  helpCenterValue,
  registerSettingValue,
  systemStatusValue,
  whitelabelValue,
} from '@pkg/contracts/system';
import { menuSettingsValue, routersValue } from '@pkg/contracts/site-menu-contract';
import { ok } from '../../http/envelope.ts';
import { menuSettingsFor, routersFor } from '../brands/index.ts';
import type { SystemService } from './system.service.ts';

/** The system calls of SPEC.md section 7. Status and whitelabel answer even when access is barred. */
export function systemRoutes(system: SystemService): FastifyPluginAsyncZod {
  return async (app) => {
    const open = { openDuringRestriction: true };

    app.get(API.systemStatus, { config: open, schema: { response: { 200: okEnvelope(systemStatusValue) } } }, async (request) => {
      const { brand, country, accessStatus } = request.caller;
      return ok(await system.status(brand, request.ip, country, accessStatus));
    });

    app.get(API.whitelabel, { config: open, schema: { response: { 200: okEnvelope(whitelabelValue) } } }, async (request) =>
      ok(system.whitelabel(request.caller.brand, request.caller.textLanguage)),
    );

    // The brand's menu and routers (decision 074): the site draws its shell from them, so they answer whenever the brand look does.
    app.get(API.menuSettings, { config: open, schema: { response: { 200: okEnvelope(menuSettingsValue) } } }, async (request) =>
      ok(menuSettingsFor(request.caller.brand, request.caller.textLanguage)),
    );

    app.get(API.routers, { config: open, schema: { response: { 200: okEnvelope(routersValue) } } }, async (request) =>
      ok(routersFor(request.caller.brand)),
    );

    app.get(API.registerSetting, { schema: { response: { 200: okEnvelope(registerSettingValue) } } }, async (request) =>
      ok(await system.registerSettings(request.caller.brand)),
    );

    app.get(API.domainRoute, { schema: { response: { 200: okEnvelope(domainRouteValue) } } }, async (request) =>
      ok(await system.domainRoute(request.caller.brand)),
    );

    app.get(API.helpCenter, { schema: { response: { 200: okEnvelope(helpCenterValue) } } }, async (request) =>
      ok(await system.helpCenter(request.caller.brand, request.caller.textLanguage)),
    );

    app.get(API.countries, { schema: { response: { 200: okEnvelope(countryListValue) } } }, async (request) =>
      ok(system.countries(request.caller.brand)),
    );
  };
}
