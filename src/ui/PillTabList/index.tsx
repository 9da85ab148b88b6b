import React, {useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {tabTarget} from '@site/src/hooks/tabKeys';
import tabStyles from '@site/src/ui/styles/pill-tabs.module.css';

export interface PillTab<T extends string> {
  value: T;
  label: string;
  /** Shown beside the label but not read as part of the tab's name (e.g. a count the panel also states). */
  badge?: ReactNode;
}

interface Props<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly PillTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** Prefix of the tabs' ids: each tab is `${idPrefix}-${value}`. */
  idPrefix: string;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  className?: string;
}

/**
 * A WAI-ARIA tab list drawn as a pill switch: one tab in the Tab order (the
 * selected one), arrows move and select with wrap-around, Home and End jump to
 * the ends (automatic activation). `js-only`: without JavaScript the tabs
 * could not switch anything, so static/css/no-js.css hides them.
 */
export default function PillTabList<T extends string>({label, tabs, selected, onSelect, idPrefix, panelId, className}: Props<T>): ReactNode {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    onSelect(tabs[index]!.value);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabTarget(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  return (
    <div role="tablist" aria-label={label} className={clsx(tabStyles.list, className, 'js-only')}>
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab.value}`}
          aria-selected={tab.value === selected}
          aria-controls={panelId}
          tabIndex={tab.value === selected ? 0 : -1}
          className={clsx(tabStyles.tab, tab.value === selected && tabStyles.current)}
          onClick={() => choose(index)}
          onKeyDown={(event) => onKeyDown(event, index)}>
          {tab.label}
          {tab.badge !== undefined && (
            <span className={tabStyles.badge} aria-hidden="true">
              {tab.badge}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
