import React, {useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import ButtonLink from '@site/src/ui/ButtonLink';
import CarouselControls from '@site/src/ui/CarouselControls';
import {useCarousel} from '@site/src/hooks/useCarousel';
import {useMediaQuery, usePrefersReducedMotion} from '@site/src/hooks/useMediaQuery';
import {tabTarget} from '@site/src/hooks/tabKeys';
import {HERO_INTERVAL_MS} from '@site/src/constants';
import {HERO_LABELS, type HeroSlide} from '@site/src/features/marketing/data/home';
import type {Cta} from '@site/src/types/content';
import styles from './styles.module.css';

/** Whether the visitor's browser asks to save data (Chrome on Android offers this). */
function savesData(): boolean {
  return Boolean((navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData);
}

function subscribeToLoad(onLoad: () => void): () => void {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
}

/** True once the page has finished loading: the video must not compete with what the page needs first. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}

/** Where slide pictures are shown at all (styles.module.css hides them below). */
const MEDIA_SHOWN_QUERY = '(min-width: 997px)';

/**
 * The looping scene. No `autoplay` and `preload="none"`: nothing downloads until
 * the page has loaded, and never on phones and tablets (where it is hidden), under reduced
 * motion or with data saving on, where the poster stands in for it.
 */
function SlideVideo({slide, play}: {slide: Extract<HeroSlide, {type: 'video'}>; play: boolean}): ReactNode {
  const video = useRef<HTMLVideoElement>(null);
  const loaded = usePageLoaded();
  const shown = useMediaQuery(MEDIA_SHOWN_QUERY);
  const {withBaseUrl} = useBaseUrlUtils();
  // A property, not the disablepictureinpicture attribute: that one is not HTML (the Picture-in-Picture spec adds it).
  useEffect(() => {
    if (video.current) video.current.disablePictureInPicture = true;
  }, []);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (play && loaded && shown && !savesData()) {
      element.play().catch(() => {
        // Autoplay refused (a browser policy): the poster stays, which is fine.
      });
    } else {
      element.pause();
    }
  }, [play, loaded, shown]);
  return (
    <video
      ref={video}
      className={styles.picture}
      poster={withBaseUrl(slide.poster.src)}
      width={slide.poster.width}
      height={slide.poster.height}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      data-slide-video>
      {slide.src.map((source) => (
        <source key={source.url} src={withBaseUrl(source.url)} type={source.mimeType} />
      ))}
    </video>
  );
}

function SlideImage({slide}: {slide: Extract<HeroSlide, {type: 'image'}>}): ReactNode {
  return (
    <img
      className={styles.picture}
      src={useBaseUrl(slide.src.src)}
      width={slide.src.width}
      height={slide.src.height}
      alt={slide.alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The home page hero: slides that advance every HERO_INTERVAL_MS, with pause,
 * previous/next and a slide picker (the WAI-ARIA tabbed carousel pattern).
 * Rotation stops while the mouse is over it or keyboard focus is inside it, and
 * does not start under reduced motion. All slides share one grid cell, so the
 * band is as tall as the tallest slide and nothing below ever moves. Without
 * JavaScript, static/css/no-js.css shows every slide instead (`data-carousel-slides`):
 * the first as the hero, the others as cards below it.
 */
export default function HeroCarousel({slides, ctas}: {slides: HeroSlide[]; ctas: Cta[]}): ReactNode {
  const carousel = useCarousel({count: slides.length, intervalMs: HERO_INTERVAL_MS});
  const {current, state} = carousel;
  // Read directly, not through the carousel's pause: the video must not start even for the one render before that pause lands.
  const reducedMotion = usePrefersReducedMotion();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKey = (event: KeyboardEvent) => {
    const index = tabTarget(event.key, current, slides.length);
    if (index === undefined) return;
    event.preventDefault();
    carousel.goTo(index);
    tabs.current[index]?.focus();
  };

  return (
    <section className={styles.hero} aria-roledescription={HERO_LABELS.controls.carousel} aria-label={HERO_LABELS.carousel} data-carousel {...carousel.rootProps}>
      <div className="container">
        <div className={styles.slides} aria-live={carousel.rotating ? 'off' : 'polite'} data-carousel-slides>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              id={`hero-slide-${slide.id}`}
              role="tabpanel"
              aria-roledescription={HERO_LABELS.slideRole}
              aria-label={HERO_LABELS.slideOf(i + 1, slides.length)}
              className={clsx(styles.slide, i === current && styles.current)}
              data-slide={slide.id}>
              <div className={styles.text}>
                <Heading as={i === 0 ? 'h1' : 'h2'} className={styles.heading}>
                  {slide.heading}
                </Heading>
                <p className={styles.subheading}>{slide.subheading}</p>
              </div>
              <div className={styles.media}>
                <div className={styles.frame}>
                  {slide.type === 'video' ? (
                    <SlideVideo slide={slide} play={i === current && !state.userPaused && !reducedMotion} />
                  ) : (
                    <SlideImage slide={slide} />
                  )}
                </div>
              </div>
            </div>
          ))}
        </div>
        <div className={styles.bar}>
          <div className={styles.actions}>
            {ctas.map((cta) => (
              <ButtonLink key={cta.to} cta={cta} />
            ))}
          </div>
          <CarouselControls
            labels={HERO_LABELS.controls}
            paused={state.userPaused}
            onTogglePlay={carousel.togglePlay}
            onPrev={carousel.prev}
            onNext={carousel.next}>
            <div role="tablist" aria-label={HERO_LABELS.pickers} className={styles.pickers}>
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`hero-tab-${slide.id}`}
                  aria-controls={`hero-slide-${slide.id}`}
                  aria-selected={i === current}
                  aria-label={slide.heading}
                  tabIndex={i === current ? 0 : -1}
                  className={styles.picker}
                  onClick={() => carousel.goTo(i)}
                  onKeyDown={onTabKey}
                />
              ))}
            </div>
          </CarouselControls>
        </div>
      </div>
    </section>
  );
}
