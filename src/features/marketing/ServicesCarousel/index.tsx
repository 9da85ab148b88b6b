import React, {type ReactNode, type TransitionEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CarouselControls from '@site/src/ui/CarouselControls';
import type {CarouselLabels} from '@site/src/types/content';
import {useCarousel} from '@site/src/hooks/useCarousel';
import {SERVICES_INTERVAL_MS, SERVICES_VISIBLE_LOGOS} from '@site/src/constants';
import type {ServiceLogo} from '@site/src/features/marketing/data/home';
import styles from './styles.module.css';

interface Props {
  logos: ServiceLogo[];
  /** The carousel's name for screen readers. */
  label: string;
  labels: CarouselLabels;
}

/**
 * A strip of SERVICES_VISIBLE_LOGOS logos that moves one logo every
 * SERVICES_INTERVAL_MS. The first logos are repeated after the last, so the
 * strip always moves the same way; logos out of view are hidden from screen
 * readers and the tab order once the carousel runs. The static HTML (what a
 * visitor without JavaScript gets) offers every logo and hides only the
 * copies; static/css/no-js.css then lays the five out in rows
 * (`data-carousel-track`, `data-copy`).
 */
export default function ServicesCarousel({logos, label, labels}: Props): ReactNode {
  const carousel = useCarousel({count: logos.length, intervalMs: SERVICES_INTERVAL_MS, mode: 'seamless'});
  const {index, animate, userPaused} = carousel.state;
  const {withBaseUrl} = useBaseUrlUtils();
  const running = useIsBrowser();
  const track = [...logos, ...logos.slice(0, SERVICES_VISIBLE_LOGOS)];

  const onTransitionEnd = (event: TransitionEvent) => {
    if (event.target === event.currentTarget) carousel.settle();
  };

  return (
    <div className={styles.carousel} role="group" aria-roledescription={labels.carousel} aria-label={label} data-carousel {...carousel.rootProps}>
      <div className={styles.viewport}>
        <ul
          className={clsx(styles.track, animate && styles.animated)}
          style={{'--visible-logos': SERVICES_VISIBLE_LOGOS, transform: `translateX(${(-100 * index) / SERVICES_VISIBLE_LOGOS}%)`} as React.CSSProperties}
          onTransitionEnd={onTransitionEnd}
          aria-live={carousel.rotating ? 'off' : 'polite'}
          data-carousel-track>
          {track.map((logo, i) => {
            const copy = i >= logos.length;
            const inView = i >= index && i < index + SERVICES_VISIBLE_LOGOS;
            const offered = running ? inView : !copy;
            return (
              <li
                key={copy ? `${logo.id}-again` : logo.id}
                className={styles.item}
                aria-hidden={!offered}
                data-service={logo.id}
                data-in-view={inView}
                data-copy={copy || undefined}>
                <Link
                  to={logo.to}
                  className={clsx(styles.tile, 'link-tile')}
                  tabIndex={offered ? undefined : -1}
                  aria-label={`${logo.label}: ${logo.purpose}`}>
                  <img src={withBaseUrl(logo.src.src)} width={logo.src.width} height={logo.src.height} alt="" loading="lazy" decoding="async" />
                  <span className={styles.label}>{logo.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <CarouselControls
        className={styles.controls}
        labels={labels}
        paused={userPaused}
        onTogglePlay={carousel.togglePlay}
        onPrev={carousel.prev}
        onNext={carousel.next}
      />
    </div>
  );
}
