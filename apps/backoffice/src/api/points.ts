import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  GoodsAdminView,
  PlayerPointsView,
  PointAdjustmentView,
  PointSettingsInput,
  PointSettingsView,
  RedemptionAdminView,
  RedemptionQueue,
  RedemptionStatus,
} from '@pkg/contracts/points';
import { bo, boForm, boUrl } from '../lib/api';

/** The points desk's queries; every change refreshes those under pointsKeys.all. */
export const pointsKeys = {
  all: ['bo', 'points'] as const,
  goods: (brandId: string) => ['bo', 'points', 'goods', brandId] as const,
  player: (brandId: string, username: string) => ['bo', 'points', 'player', brandId, username] as const,
  adjustments: ['bo', 'points', 'adjustments'] as const,
  redemptions: (brandId: string, status: RedemptionStatus | '') => ['bo', 'points', 'redemptions', brandId, status] as const,
  settings: (brandId: string) => ['bo', 'points', 'settings', brandId] as const,
};

/** A brand's goods in the points shop. */
export const fetchGoods = (brandId: string) => bo<{ list: GoodsAdminView[] }>(BO_API.pointGoods, { query: { brandId } });

/** Adds a good (id null) or changes one: the form with its image, as multipart. */
export const saveGood = (id: string | null, form: FormData) =>
  id === null ? boForm<GoodsAdminView>(BO_API.pointGoods, form) : boForm<GoodsAdminView>(BO_API.pointGoodsItem, form, { id });

/** A good's uploaded image. */
export const goodImageUrl = (id: string) => boUrl(BO_API.pointGoodsImage, { id });

/** A player's points and their history. */
export const fetchPlayerPoints = (brandId: string, username: string) =>
  bo<PlayerPointsView>(BO_API.pointPlayer, { query: { brandId, username } });

/** The adjustments waiting for a second staff member. */
export const fetchPendingPointAdjustments = () =>
  bo<{ list: PointAdjustmentView[] }>(BO_API.pointAdjustments, { query: { status: 'pending' } });

/** Proposes a points adjustment for a player. */
export const proposePointAdjustment = (body: { brandId: string; username: string; points: string; reason: string }) =>
  bo<PointAdjustmentView>(BO_API.pointAdjustments, { method: 'POST', body });

/** Approves a pending adjustment, or rejects it with a reason. */
export const decidePointAdjustment = (id: string, approve: boolean, reason?: string) =>
  bo<PointAdjustmentView>(approve ? BO_API.pointAdjustmentApprove : BO_API.pointAdjustmentReject, {
    params: { id },
    method: 'POST',
    body: approve ? {} : { reason },
  });

/** A brand's redemptions (all states, or one). */
export const fetchRedemptions = (brandId: string, status: RedemptionStatus | '') =>
  bo<RedemptionQueue>(BO_API.pointRedemptions, { query: { brandId, status, limit: 100 } });

/** Approves or rejects a redemption (an optional reason). */
export const decideRedemption = (id: string, action: 'approve' | 'reject', reason: string) =>
  bo<RedemptionAdminView>(action === 'approve' ? BO_API.pointRedemptionApprove : BO_API.pointRedemptionReject, {
    params: { id },
    method: 'POST',
    body: reason ? { reason } : {},
  });

/** A brand's points rules. */
export const fetchPointSettings = (brandId: string) => bo<PointSettingsView>(BO_API.pointSettings, { query: { brandId } });
export const savePointSettings = (body: PointSettingsInput) => bo<PointSettingsView>(BO_API.pointSettings, { method: 'POST', body });
