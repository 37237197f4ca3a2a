import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Vendor } from '@pkg/contracts/games';
import { hasSession } from '../../lib/session';
import { useModal } from '../../lib/modal';
import { vendorAction } from './nav-rules';

/**
 * Carries out a vendor click (SPEC.md section 2): a type page, a lottery, the popup of a
 * VASSALAGE vendor's games (`?modal=vendorGames&vendor=`, hosted by the games feature), or a
 * launch on the /game page. Launching needs a session ("play needs login"): visitors get the
 * login modal with that reason instead.
 */
export function useVendorClick() {
  const navigate = useNavigate();
  const { open } = useModal();
  return useCallback(
    (vendor: Vendor) => {
      const action = vendorAction(vendor);
      if (action.kind === 'page' || action.kind === 'lottery') return void navigate(action.path);
      if (action.kind === 'gameList') return open('vendorGames', { vendor: vendor.vendorCode });
      if (!hasSession()) return open('login', { reason: 'playNeedsLogin' });
      navigate(`/game?vendor=${encodeURIComponent(vendor.vassalage)}`);
    },
    [navigate, open],
  );
}
