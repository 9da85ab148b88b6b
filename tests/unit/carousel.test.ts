import {carouselReducer, currentItem, initialCarouselState, isRotating, type CarouselAction, type CarouselState} from '@site/src/hooks/useCarousel';

function run(state: CarouselState, ...actions: CarouselAction[]): CarouselState {
  return actions.reduce(carouselReducer, state);
}

describe('rewind carousel (hero)', () => {
  const start = initialCarouselState(4, 'rewind');

  it('advances through every slide and back to the first', () => {
    const seen = [0];
    let state = start;
    for (let i = 0; i < 4; i += 1) {
      state = carouselReducer(state, {type: 'next'});
      seen.push(currentItem(state));
    }
    expect(seen).toEqual([0, 1, 2, 3, 0]);
    expect(state.animate).toBe(false);
  });

  it('goes back from the first slide to the last', () => {
    expect(currentItem(run(start, {type: 'prev'}))).toBe(3);
    expect(currentItem(run(start, {type: 'next'}, {type: 'prev'}))).toBe(0);
  });

  it('jumps to a chosen slide, wrapping out-of-range picks', () => {
    expect(currentItem(run(start, {type: 'goTo', index: 2}))).toBe(2);
    expect(currentItem(run(start, {type: 'goTo', index: 5}))).toBe(1);
    expect(currentItem(run(start, {type: 'goTo', index: -1}))).toBe(3);
  });

  it('rotates unless paused by the visitor, by hover or by focus', () => {
    expect(isRotating(start)).toBe(true);
    expect(isRotating(run(start, {type: 'togglePlay'}))).toBe(false);
    expect(isRotating(run(start, {type: 'hover', on: true}))).toBe(false);
    expect(isRotating(run(start, {type: 'hover', on: true}, {type: 'hover', on: false}))).toBe(true);
    expect(isRotating(run(start, {type: 'focus', on: true}))).toBe(false);
    expect(isRotating(run(start, {type: 'focus', on: true}, {type: 'focus', on: false}))).toBe(true);
  });

  it('lets an explicit play win over hover and focus, and keeps a visitor’s pause after they leave', () => {
    const paused = run(start, {type: 'focus', on: true}, {type: 'togglePlay'});
    expect(paused.userPaused).toBe(true);
    expect(isRotating(run(paused, {type: 'focus', on: false}))).toBe(false);
    expect(isRotating(run(paused, {type: 'togglePlay'}))).toBe(true);
  });

  it('does not rotate under reduced motion until the visitor presses play', () => {
    const reduced = run(start, {type: 'reducedMotion', on: true});
    expect(isRotating(reduced)).toBe(false);
    expect(reduced.userPaused).toBe(true);
    expect(isRotating(run(reduced, {type: 'togglePlay'}))).toBe(true);
    expect(isRotating(run(start, {type: 'reducedMotion', on: false}))).toBe(true);
  });
});

describe('seamless carousel (services)', () => {
  const start = initialCarouselState(5, 'seamless');

  it('slides forward onto the copies, then settles back to the start without animating', () => {
    let state = start;
    const positions: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      state = carouselReducer(state, {type: 'next'});
      expect(state.animate).toBe(true);
      positions.push(state.index);
      state = carouselReducer(state, {type: 'settle'});
    }
    expect(positions).toEqual([1, 2, 3, 4, 5]);
    expect(state.index).toBe(0);
    expect(state.animate).toBe(false);
    expect(currentItem(run(start, {type: 'next'}, {type: 'next'}, {type: 'next'}, {type: 'next'}, {type: 'next'}))).toBe(0);
  });

  it('settling elsewhere than on the copies changes nothing', () => {
    const moved = run(start, {type: 'next'});
    expect(carouselReducer(moved, {type: 'settle'})).toBe(moved);
  });

  it('a move that arrives before the slide settled jumps back to the start, then slides forward', () => {
    const onCopy = run(start, {type: 'goTo', index: 4}, {type: 'next'});
    expect(onCopy.index).toBe(5);
    const jumped = carouselReducer(onCopy, {type: 'next'});
    expect(jumped).toMatchObject({index: 0, animate: false, pending: 'next'});
    expect(carouselReducer(jumped, {type: 'next'})).toMatchObject({index: 1, animate: true, pending: null});
  });

  it('goes back from the first item by jumping to its copy, then sliding', () => {
    const jumped = run(start, {type: 'prev'});
    expect(jumped).toMatchObject({index: 5, animate: false, pending: 'prev'});
    expect(currentItem(jumped)).toBe(0);
    const slid = carouselReducer(jumped, {type: 'prev'});
    expect(slid).toMatchObject({index: 4, animate: true, pending: null});
  });

  it('never animates under reduced motion and wraps directly', () => {
    const reduced = run(start, {type: 'reducedMotion', on: true}, {type: 'goTo', index: 4});
    const next = carouselReducer(reduced, {type: 'next'});
    expect(next).toMatchObject({index: 0, animate: false});
    expect(carouselReducer(next, {type: 'prev'})).toMatchObject({index: 4, animate: false, pending: null});
  });
});
