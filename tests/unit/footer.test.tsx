import React from 'react';
import {render, screen, within} from '@testing-library/react';
import OfficeList from '@site/src/features/company/OfficeList';
import Copyright from '@site/src/features/layout/Copyright';
import {OFFICES} from '@site/src/data/offices';
import {createBrand} from '@site/src/brand';
import {mockSiteConfig} from './mocks/useDocusaurusContext';

describe('OfficeList', () => {
  it('renders every office with its flag and address', () => {
    render(<OfficeList offices={OFFICES} />);
    const section = screen.getByRole('region', {name: 'Our Offices'});
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(OFFICES.length);
    OFFICES.forEach((office, i) => {
      const item = items[i]!;
      expect(item).toHaveTextContent(office.country);
      expect(item).toHaveTextContent(office.address);
      const flag = item.querySelector('img')!;
      expect(flag.getAttribute('src')).toBe(`/img/flags/offices.svg#${office.code}`);
      expect(flag).toHaveAttribute('width');
      expect(flag).toHaveAttribute('height');
    });
  });
});

describe('Copyright', () => {
  const saved = {...mockSiteConfig.customFields};
  afterEach(() => Object.assign(mockSiteConfig.customFields, saved));

  it('names the legal entity of whatever brand the site is built with', () => {
    mockSiteConfig.customFields.brand = createBrand({name: 'Zuri Pay'});
    render(<Copyright />);
    expect(screen.getByTestId('copyright')).toHaveTextContent(`© ${new Date().getFullYear()} Zuri Pay Payments Ltd. All rights reserved.`);
  });
});
