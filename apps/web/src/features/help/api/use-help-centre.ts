import { useQuery } from '@tanstack/react-query';
import { API } from '@pkg/contracts/routes';
import type { HelpCenterValue } from '@pkg/contracts/system';
import { wpsGet } from '../../../lib/api-client';
import { currentApiLanguage } from '../../../lib/i18n';

/** The brand's help centre in the current language. */
export function useHelpCentre() {
  const language = currentApiLanguage();
  return useQuery({ queryKey: ['help-centre', language], queryFn: () => wpsGet<HelpCenterValue>(API.helpCenter) });
}
