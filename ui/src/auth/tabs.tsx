import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface LightTab<K extends string> {
  key: K;
  label: string;
  /** Rendered while the tab is active; `keep` tabs stay mounted (hidden) once shown, keeping what was typed. */
  render: () => ReactNode;
  keep?: boolean;
}

/**
 * Tabs as the WAI-ARIA pattern has them (arrow keys, Home and End move between tabs), without
 * antd: the site's login card must answer before any of antd has loaded, and the popup has none.
 */
export function LightTabs<K extends string>({ tabs, active, onChange }: { tabs: readonly LightTab<K>[]; active: K; onChange: (key: K) => void }) {
  const id = useId();
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));
  const mounted = (tab: LightTab<K>) => tab.key === active || (tab.keep === true && visited.has(tab.key));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    const tab = tabs[to];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.key);
    buttons.current[to]?.focus();
  };
  return (
    <div className="lt-tabs">
      <div className="lt-list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={mounted(tab) ? `${id}-panel-${tab.key}` : undefined}
            tabIndex={tab.key === active ? 0 : -1}
            className={tab.key === active ? 'lt-tab lt-active' : 'lt-tab'}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        mounted(tab) ? (
          <div key={tab.key} role="tabpanel" id={`${id}-panel-${tab.key}`} aria-labelledby={`${id}-tab-${tab.key}`} hidden={tab.key !== active} className="lt-panel">
            {tab.render()}
          </div>
        ) : null,
      )}
    </div>
  );
}
