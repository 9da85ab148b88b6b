import React, {act} from 'react';
import {TextEncoder} from 'node:util';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {MemoryRouter} from 'react-router-dom';
import {useQueryChoice} from '@site/src/hooks/useQueryParam';

jest.mock('@docusaurus/router', () => jest.requireActual('react-router-dom'), {virtual: true});

// React's server renderer needs TextEncoder, which jsdom lacks: set it before loading the renderer.
Object.assign(globalThis, {TextEncoder});
const {renderToString} = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');

declare global {
  // React's flag for act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const renders: string[] = [];

function Filter(): React.ReactNode {
  const choice = useQueryChoice('type', ['sms', 'payments'] as const) ?? 'all';
  renders.push(choice);
  return <p>{choice}</p>;
}

const page = (address: string) => (
  <MemoryRouter initialEntries={[address]}>
    <Filter />
  </MemoryRouter>
);

/** The static HTML of `address`, then its hydration in a browser that has the whole address. */
async function hydrate(address: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(address));
  expect(container.textContent).toBe('all');
  renders.length = 0;
  await act(async () => {
    hydrateRoot(container, page(address));
  });
  return container;
}

describe('useQueryParam', () => {
  it('hydrates a page without a query in one render: no second render after hydration', async () => {
    const container = await hydrate('/product-updates');
    expect(container.textContent).toBe('all');
    expect(renders).toEqual(['all']);
  });

  it('hydrates a shared filtered address as the static HTML, then shows its filter', async () => {
    const container = await hydrate('/product-updates?type=sms');
    expect(container.textContent).toBe('sms');
    expect(renders).toEqual(['all', 'sms']);
  });

  it('ignores a value that is not allowed', async () => {
    const container = await hydrate('/product-updates?type=%3Cimg%20src%3Dx%3E');
    expect(container.textContent).toBe('all');
  });

  it('has the value at once when the page is rendered in the browser (moving inside the site)', async () => {
    const container = document.createElement('div');
    renders.length = 0;
    await act(async () => {
      createRoot(container).render(page('/product-updates?type=payments'));
    });
    expect(container.textContent).toBe('payments');
    expect(renders).toEqual(['payments']);
  });
});
