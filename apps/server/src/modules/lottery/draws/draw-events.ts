import type { DrawEvent } from '@pkg/contracts/lottery';
import type { BrandEventBus } from '../../../lib/brand-events.ts';

/** The event name of draw changes on the live stream. */
export const DRAW_EVENT = 'draw';

/** Tells a brand's live streams that a draw changed (after commit). */
export function publishDraw(bus: Pick<BrandEventBus, 'publish'>, brandId: string, event: DrawEvent): void {
  bus.publish(brandId, { type: DRAW_EVENT, data: event });
}
