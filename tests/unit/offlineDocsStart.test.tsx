import {renderHook} from '@testing-library/react';
import {useOfflineDocs} from '@site/src/features/offline/useOfflineDocs';

const whenIdle = jest.fn();
jest.mock('@site/src/ui/whenIdle', () => ({whenIdle: (...args: unknown[]) => whenIdle(...args)}));

/**
 * The developer hub's offline worker (src/features/offline/useOfflineDocs.ts) starts in a production build only:
 * under `npm start` there is no /sw.js (the build writes it), and registering the development server's
 * HTML answer put a console error on every docs page.
 */
// The module starts the worker once per page: the development case runs first, and leaves it unstarted.
describe('the offline worker starts in a production build only', () => {
  const nodeEnv = process.env.NODE_ENV;
  beforeEach(() => {
    whenIdle.mockReset();
    Object.defineProperty(navigator, 'serviceWorker', {value: {register: jest.fn()}, configurable: true});
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it('not under the development server', () => {
    process.env.NODE_ENV = 'development';
    renderHook(() => useOfflineDocs());
    expect(whenIdle).not.toHaveBeenCalled();
  });

  it('in a production build, once idle', () => {
    process.env.NODE_ENV = 'production';
    renderHook(() => useOfflineDocs());
    expect(whenIdle).toHaveBeenCalledTimes(1);
  });
});
