import type { ComponentType } from 'react';
import { BrandAccess } from './brand-access';
import { BrandContent } from './brand-content';
import { BrandFlags } from './brand-flags';
import { BrandGeneral } from './brand-general';
import { BrandLimits } from './brand-limits';
import { BrandLook } from './brand-look';
import { BrandMenu } from './brand-menu';
import { BrandRegistration } from './brand-registration';
import type { BrandSectionProps } from './brand-section';
import { BrandService } from './brand-service';

/** One tab of the brand desk: its id (`?section=<id>`, and its name `boBrand.sections.<id>`) and its component. */
export interface BrandSection {
  id: string;
  component: ComponentType<BrandSectionProps>;
}

/**
 * The brand desk's sections in tab order (issue 37: one page with fifteen Save buttons became these
 * tabs, one Save each). A new part of the brand's settings is its own file with one
 * `BrandSectionForm` (brand-section.tsx), added here with its name under `boBrand.sections.<id>`.
 */
export const BRAND_SECTIONS: readonly BrandSection[] = [
  { id: 'general', component: BrandGeneral },
  { id: 'limits', component: BrandLimits },
  { id: 'look', component: BrandLook },
  { id: 'content', component: BrandContent },
  { id: 'service', component: BrandService },
  { id: 'registration', component: BrandRegistration },
  { id: 'flags', component: BrandFlags },
  { id: 'access', component: BrandAccess },
  { id: 'menu', component: BrandMenu },
];
