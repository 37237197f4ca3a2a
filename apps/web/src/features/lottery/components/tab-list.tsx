import { useRef, type KeyboardEvent } from 'react';

interface TabListProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T | null;
  onSelect: (id: T) => void;
  /** The id prefix of the tabs and of the panel they control. */
  idPrefix: string;
  className?: string;
}

/**
 * Tabs as the ARIA pattern has them: one tab stop (the selected tab), arrow keys, Home and End
 * move between tabs and select them; each tab names the panel it controls (`<idPrefix>-panel`).
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, idPrefix, className = 'lottery-tabs' }: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next < 0 ? last : next > last ? 0 : next;
    const tab = tabs[wrapped];
    if (!tab) return;
    onSelect(tab.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[wrapped]?.focus();
  };
  const focusable = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;
  return (
    <div ref={list} role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === focusable ? 0 : -1}
          className={`${className}__tab`}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
