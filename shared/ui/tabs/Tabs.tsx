// Tabs of the kit (spec §2 'Bind bank screen': the card-type tab row; 'Complaint list': the
// server's tabs): a WAI-ARIA tablist of real buttons. One tab is in the Tab order; the arrow keys,
// Home and End move between tabs and choose as they go. The tabs name the panel they control, and
// the panel is labelled by the chosen tab (tabPanelProps).
import { type KeyboardEvent, useId, useRef } from 'react';
import styles from './Tabs.module.scss';

export interface Tab {
  value: string;
  label: string;
}

export interface TabsProps {
  /** What the row chooses, for screen readers (it has no visible label). */
  label: string;
  tabs: readonly Tab[];
  /** The chosen tab's value. */
  value: string;
  onChange: (value: string) => void;
  /** Fixed id prefix, required inside an island (useId differs there); generated otherwise. */
  id?: string;
}

/** The id of a tab, and of the panel the row controls. */
const tabId = (prefix: string, index: number) => `${prefix}-tab-${index}`;
const tabPanelId = (prefix: string) => `${prefix}-panel`;

/** Spread onto the element that holds the chosen tab's content. */
export function tabPanelProps(prefix: string, tabs: readonly Tab[], value: string) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  return {
    id: tabPanelId(prefix),
    role: 'tabpanel',
    'aria-labelledby': tabs.length > 0 ? tabId(prefix, index) : undefined,
  } as const;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Tabs({ label, tabs, value, onChange, id }: TabsProps) {
  const generatedId = useId();
  const prefix = id ?? generatedId;
  const row = useRef<HTMLDivElement>(null);
  const chosen = tabs.findIndex((tab) => tab.value === value);
  // Without a chosen tab the first one takes the Tab key.
  const focusable = chosen === -1 ? 0 : chosen;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = moves[event.key];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    row.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
    const tab = tabs[next];
    if (tab && tab.value !== value) onChange(tab.value);
  };

  return (
    <div ref={row} role="tablist" aria-label={label} className={styles.row}>
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          id={tabId(prefix, index)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={index === chosen}
          aria-controls={tabPanelId(prefix)}
          tabIndex={index === focusable ? 0 : -1}
          onClick={() => {
            if (tab.value !== value) onChange(tab.value);
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
