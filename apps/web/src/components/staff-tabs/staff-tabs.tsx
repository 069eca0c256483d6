import type { KeyboardEvent, ReactNode } from 'react';
import './staff-tabs.css';

/**
 * The tab bar of a back-office page (finance, student services) and the panel of the chosen tab, in the
 * ARIA tabs pattern: one tab in the Tab order, arrow keys move between tabs in the reading direction (in
 * Arabic the next tab is to the left). The bar scrolls sideways on a phone rather than wrapping.
 */
export function StaffTabs<Tab extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  name,
  panelClassName,
  children,
}: {
  /** Prefixes the tabs' and the panel's element ids: `${id}-tab-${tab}`, `${id}-panel-${tab}`. */
  id: string;
  label: string;
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  name: (tab: Tab) => string;
  panelClassName?: string;
  children: ReactNode;
}) {
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    const direction = document.documentElement.dir === 'rtl' ? -step : step;
    const next = tabs[(tabs.indexOf(selected) + direction + tabs.length) % tabs.length] ?? selected;
    onSelect(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <>
      <div className="staff-tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={selected === tab}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={selected === tab ? 0 : -1}
            className="staff-tabs__tab"
            onClick={() => {
              onSelect(tab);
            }}
          >
            {name(tab)}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel-${selected}`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${selected}`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
