import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { BrandService } from '../brands/index.ts';
import type { StaffGuard } from '../staff/index.ts';
import { brandDeskRoutes } from './brand-desk.routes.ts';
import { createBrandDesk } from './brand-desk.service.ts';

/** The brand desk under /bo/brand (decision 039): owners change the brand's look, links, texts and rules; the site follows at once. */
export async function installBrandDesk(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { brands: Pick<BrandService, 'invalidate'>; staffGuard: StaffGuard },
): Promise<void> {
  await app.register(
    brandDeskRoutes({ desk: createBrandDesk({ db: ctx.db, clock: ctx.clock, brands: deps.brands }), guard: deps.staffGuard }),
  );
}
