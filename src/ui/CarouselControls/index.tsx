import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CarouselLabels} from '@site/src/types/content';
import styles from './styles.module.css';

interface Props {
  labels: CarouselLabels;
  /** The visitor paused it (the button then offers to play). */
  paused: boolean;
  onTogglePlay: () => void;
  onPrev: () => void;
  onNext: () => void;
  /** Slide pickers, between previous and next. */
  children?: ReactNode;
  className?: string;
}

const ICONS = {
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  play: 'M8 5.5v13l10.5-6.5z',
  prev: 'M14.5 6l-6 6 6 6',
  next: 'M9.5 6l6 6-6 6',
} as const;

function Icon({name}: {name: keyof typeof ICONS}): ReactNode {
  const stroked = name === 'prev' || name === 'next';
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={ICONS[name]}
        fill={stroked ? 'none' : 'currentColor'}
        stroke={stroked ? 'currentColor' : 'none'}
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Pause or play, previous and next: the controls every carousel of the site has.
 * `js-only`: without JavaScript they could do nothing, so static/css/no-js.css
 * hides them (and lays the carousel's items out side by side instead).
 */
export default function CarouselControls({labels, paused, onTogglePlay, onPrev, onNext, children, className}: Props): ReactNode {
  const playLabel = paused ? labels.play : labels.pause;
  return (
    <div className={clsx(styles.controls, className, 'js-only')}>
      <button type="button" className={styles.button} onClick={onTogglePlay} aria-label={playLabel} title={playLabel} data-carousel-control="play-pause">
        <Icon name={paused ? 'play' : 'pause'} />
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={onPrev}
        aria-label={labels.previous}
        title={labels.previous}
        data-carousel-control="previous">
        <Icon name="prev" />
      </button>
      {children}
      <button
        type="button"
        className={styles.button}
        onClick={onNext}
        aria-label={labels.next}
        title={labels.next}
        data-carousel-control="next">
        <Icon name="next" />
      </button>
    </div>
  );
}
