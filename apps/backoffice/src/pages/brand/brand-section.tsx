import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoBrandSettingsChange, BoBrandView } from '@pkg/contracts/brand-settings';
import { formatMinor, parseMajorInput } from '@pkg/money/money';
import { brandKeys, saveBrandSettings } from '../../api/brand';
import { FailAlert, StatusNote } from '../../components/desk-ui';

/** What every section of the brand desk is given: the brand as stored and whether it may save. */
export interface BrandSectionProps {
  view: BoBrandView;
  canManage: boolean;
}

export const fieldText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
export const fieldList = (value: string) => value.split(/[\s,]+/).filter((item) => item !== '');

/** Amounts are typed in major units and sent in minor units; empty is none (null). What does not
 * parse goes as typed, and the server's check names it. */
export function minorOrTyped(view: BoBrandView, typed: string): string | null {
  if (typed === '') return null;
  return parseMajorInput(typed, view.currency)?.toString() ?? typed;
}

export function majorOf(view: BoBrandView, minor: string | null): string {
  return minor === null ? '' : formatMinor(BigInt(minor), view.currency).replaceAll(',', '');
}

/**
 * One section of the brand desk (issue 37): a form with its own single Save, its own "saved" or
 * failure note under the button, and its inputs read-only without brands.manage. `build` turns the
 * form into the part of the settings this section owns; the server checks it (brand-admin) and
 * answers the brand as stored, which re-fills the inputs (the about text as sanitised).
 */
export function BrandSectionForm(props: {
  title: string;
  view: BoBrandView;
  canManage: boolean;
  build: (form: FormData) => BoBrandSettingsChange;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const brandId = props.view.brandId;
  // Counts this section's saves: a stored time has whole seconds, so two saves may share one.
  const [saves, setSaves] = useState(0);
  const save = useMutation({
    mutationFn: (settings: BoBrandSettingsChange) => saveBrandSettings(brandId, settings),
    onSuccess: (value) => {
      queryClient.setQueryData(brandKeys.brand(brandId), value);
      setSaves((count) => count + 1);
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(props.build(new FormData(event.currentTarget)));
  }
  return (
    <form
      className={`bo-panel ${props.wide ? 'brand-wide' : 'bo-form'}`}
      aria-labelledby={id}
      onSubmit={submit}
      // A change after a save or a failure clears the note, so it always speaks of the last Save.
      onChange={() => (save.isSuccess || save.isError) && save.reset()}
    >
      <h2 id={id}>{props.title}</h2>
      {/* Re-mounted after each save: the inputs start again from what is stored. */}
      <fieldset key={saves} className="brand-fields" disabled={!props.canManage}>
        {props.children}
      </fieldset>
      {props.canManage && (
        <div className="bo-actions">
          <button type="submit" disabled={save.isPending}>
            {t('boBrand.save')}
          </button>
        </div>
      )}
      <StatusNote text={save.isSuccess ? t('boBrand.saved') : ''} />
      <FailAlert of={save} />
    </form>
  );
}

/** A sub-heading inside a section that gathers several of the brand's rules. */
export function BrandPart(props: { title: string; note?: string; children: ReactNode }) {
  return (
    <div className="brand-part">
      <h3>{props.title}</h3>
      {props.children}
      {props.note && <p className="bo-note">{props.note}</p>}
    </div>
  );
}

/** An amount in major units where empty means no limit. */
export function AmountField(props: { label: string; name: string; value: string }) {
  const { t } = useTranslation();
  return (
    <label>
      {props.label}
      <input name={props.name} inputMode="decimal" placeholder={t('boBrand.rewards.noLimit')} defaultValue={props.value} maxLength={24} />
    </label>
  );
}
