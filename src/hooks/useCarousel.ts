import {useCallback, useEffect, useMemo, useReducer, type FocusEvent, type PointerEvent} from 'react';
import {usePrefersReducedMotion} from './useMediaQuery';

/**
 * Carousel state, shared by the hero and the services carousel.
 *
 * `rewind` carousels show one slide at a time and go from the last back to the
 * first. `seamless` carousels render their first items again after the last
 * (the caller appends them), slide onto those copies, then jump back to the
 * start without animation once the slide has settled: the strip never runs
 * backwards.
 */
export interface CarouselState {
  count: number;
  mode: 'rewind' | 'seamless';
  /** Position of the first visible item; `count` is the copy of item 0 (seamless only). */
  index: number;
  /** Whether the move to `index` is animated. */
  animate: boolean;
  /** A move waiting for an unanimated jump (to or from the copies) to paint first. */
  pending: 'next' | 'prev' | null;
  /** The visitor pressed pause (or has reduced motion and has not pressed play). */
  userPaused: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

export type CarouselAction =
  | {type: 'next'}
  | {type: 'prev'}
  | {type: 'goTo'; index: number}
  | {type: 'settle'}
  | {type: 'togglePlay'}
  | {type: 'hover'; on: boolean}
  | {type: 'focus'; on: boolean}
  | {type: 'reducedMotion'; on: boolean};

export function initialCarouselState(count: number, mode: CarouselState['mode']): CarouselState {
  return {count, mode, index: 0, animate: false, pending: null, userPaused: false, hovered: false, focused: false, reducedMotion: false};
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const {count, mode, reducedMotion} = state;
  const seamless = mode === 'seamless';
  switch (action.type) {
    case 'next': {
      if (!seamless || reducedMotion) return {...state, index: mod(state.index + 1, count), animate: false, pending: null};
      // Still on the copies (clicked before the slide settled): jump back to the start first, then slide.
      if (state.index >= count) return {...state, index: state.index - count, animate: false, pending: 'next'};
      return {...state, index: state.index + 1, animate: true, pending: null};
    }
    case 'prev': {
      if (!seamless || reducedMotion) return {...state, index: mod(state.index - 1, count), animate: false, pending: null};
      // From the first item, first jump (unanimated) to its copy, then slide back from there.
      if (state.index === 0) return {...state, index: count, animate: false, pending: 'prev'};
      return {...state, index: state.index - 1, animate: true, pending: null};
    }
    case 'goTo':
      return {...state, index: mod(action.index, count), animate: seamless && !reducedMotion, pending: null};
    case 'settle':
      return state.index >= count ? {...state, index: state.index - count, animate: false} : state;
    case 'togglePlay':
      // Pressing play is explicit: it wins over the pause that hover and focus cause.
      return state.userPaused ? {...state, userPaused: false, hovered: false, focused: false} : {...state, userPaused: true};
    case 'hover':
      return {...state, hovered: action.on};
    case 'focus':
      return {...state, focused: action.on};
    case 'reducedMotion':
      // Reduced motion: no automatic rotation unless the visitor asks for it.
      return {...state, reducedMotion: action.on, userPaused: action.on ? true : state.userPaused};
  }
}

/** Whether the carousel advances on its own right now. */
export function isRotating(state: CarouselState): boolean {
  return !state.userPaused && !state.hovered && !state.focused;
}

/** The item shown at `index` (seamless carousels sit on the copies for a moment). */
export function currentItem(state: CarouselState): number {
  return state.index % state.count;
}

export interface Carousel {
  state: CarouselState;
  /** The item in front (0..count-1). */
  current: number;
  rotating: boolean;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  togglePlay: () => void;
  /** For the seamless track's transitionend. */
  settle: () => void;
  /** Spread on the carousel's root: pause on mouse hover and on keyboard focus inside. */
  rootProps: {
    onPointerEnter: (e: PointerEvent) => void;
    onPointerLeave: (e: PointerEvent) => void;
    onFocus: () => void;
    onBlur: (e: FocusEvent) => void;
  };
}

export function useCarousel({count, intervalMs, mode = 'rewind'}: {count: number; intervalMs: number; mode?: CarouselState['mode']}): Carousel {
  const [state, dispatch] = useReducer(carouselReducer, undefined, () => initialCarouselState(count, mode));
  const reducedMotion = usePrefersReducedMotion();
  const rotating = isRotating(state);

  useEffect(() => dispatch({type: 'reducedMotion', on: reducedMotion}), [reducedMotion]);

  // The timer restarts whenever the slide changes, so a manual move gets a full interval.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => dispatch({type: 'next'}), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index, intervalMs]);

  // A move after an unanimated jump: let the jump paint (two frames), then slide.
  useEffect(() => {
    const move = state.pending;
    if (!move) return undefined;
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => dispatch({type: move}));
    });
    return () => window.cancelAnimationFrame(frame);
  }, [state.pending]);

  const next = useCallback(() => dispatch({type: 'next'}), []);
  const prev = useCallback(() => dispatch({type: 'prev'}), []);
  const goTo = useCallback((index: number) => dispatch({type: 'goTo', index}), []);
  const togglePlay = useCallback(() => dispatch({type: 'togglePlay'}), []);
  const settle = useCallback(() => dispatch({type: 'settle'}), []);
  const rootProps = useMemo<Carousel['rootProps']>(
    () => ({
      // Touch "hover" never ends, so only a mouse pauses by hovering.
      onPointerEnter: (e) => e.pointerType === 'mouse' && dispatch({type: 'hover', on: true}),
      onPointerLeave: (e) => e.pointerType === 'mouse' && dispatch({type: 'hover', on: false}),
      onFocus: () => dispatch({type: 'focus', on: true}),
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dispatch({type: 'focus', on: false});
      },
    }),
    [],
  );

  return {state, current: currentItem(state), rotating, next, prev, goTo, togglePlay, settle, rootProps};
}
