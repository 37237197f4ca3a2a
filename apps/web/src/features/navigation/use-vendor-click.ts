import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Vendor } from '@pkg/contracts/games';
import { hasSession } from '../../lib/session';
import { useModal } from '../../lib/modal';
import { gameTypePath, vendorAction } from './nav-rules';

/**
 * Carries out a vendor click. Launching needs a session ("play needs login"): visitors get the
 * login modal with that reason instead.
 */
export function useVendorClick() {
  const navigate = useNavigate();
  const { open } = useModal();
  return useCallback(
    (vendor: Vendor) => {
      const action = vendorAction(vendor);
      if (action.kind === 'page' || action.kind === 'lottery') return void navigate(action.path);
      if (action.kind === 'gameList')
        return void navigate(`${gameTypePath(vendor.gameType)}?vendor=${encodeURIComponent(vendor.vendorCode)}`);
      if (!hasSession()) return open('login', { reason: 'playNeedsLogin' });
      navigate(`/game?vendor=${encodeURIComponent(vendor.vendorCode)}`);
    },
    [navigate, open],
  );
}
