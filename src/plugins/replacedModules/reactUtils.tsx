/**
 * Stands in for @docusaurus/theme-common's lib/utils/reactUtils.js (see
 * ./index.ts): the same helpers, except that useShallowMemoObject orders the
 * object's keys by code unit instead of with `localeCompare`. Its first call
 * starts the browser's collation engine, some 85 ms under Lighthouse's 4x CPU
 * slowdown, in the docs sidebar's first render on a phone; any fixed order
 * serves its purpose (the same dependencies, whatever the keys' order).
 */
import React, {useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  // eslint-disable-next-line react-hooks/refs -- the original's contract: the value of the previous render
  return ref.current;
}

export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? ''} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  // Sorted by key, so the order the keys were written in does not matter.
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the object's own values are the dependencies
  return useMemo(() => obj, deps.flat());
}

type SimpleProvider = ComponentType<{children: ReactNode}>;

export function composeProviders(providers: SimpleProvider[]): SimpleProvider {
  // One component: cheaper than nesting one per provider.
  return function ComposedProviders({children}: {children: ReactNode}) {
    return <>{providers.reduceRight<ReactNode>((element, CurrentProvider) => <CurrentProvider>{element}</CurrentProvider>, children)}</>;
  };
}
