import { useRef, type KeyboardEvent } from 'react';

interface ModeTabsProps<M extends string> {
  /** Accessible name of the tab list. */
  label: string;
  modes: readonly { mode: M; label: string }[];
  current: M;
  onChange: (mode: M) => void;
  /** Id prefix; tab i is `${idBase}-tab-${mode}` and controls `${idBase}-panel`. */
  idBase: string;
}

/**
 * A small tab list (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between
 * tabs and select them. The site has no tabs primitive yet, and two tabs do not warrant one.
 */
export function ModeTabs<M extends string>({ label, modes, current, onChange, idBase }: ModeTabsProps<M>) {
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const index = modes.findIndex((entry) => entry.mode === current);
    const last = modes.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : modes[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.mode);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idBase}-tab-${target.mode}`)}`)?.focus();
  }
  return (
    <div ref={list} className="mode-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {modes.map((entry) => (
        <button
          key={entry.mode}
          id={`${idBase}-tab-${entry.mode}`}
          type="button"
          role="tab"
          className="mode-tabs__tab"
          aria-selected={entry.mode === current}
          aria-controls={`${idBase}-panel`}
          tabIndex={entry.mode === current ? 0 : -1}
          onClick={() => onChange(entry.mode)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
