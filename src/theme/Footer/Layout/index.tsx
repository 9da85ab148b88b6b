import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Footer/Layout';
import type LayoutType from '@theme/Footer/Layout';
import type {WrapperProps} from '@docusaurus/types';
import HydrateNearScreen from '@site/src/ui/HydrateNearScreen';
import OfficeList from '@site/src/features/company/OfficeList';
import Copyright from '@site/src/features/layout/Copyright';
import {OFFICES} from '@site/src/data/offices';

type Props = WrapperProps<typeof LayoutType>;

// Wraps the classic footer layout: the offices go under the link columns, and
// the copyright line is a component so its year stays current after the build.
export default function FooterLayoutWrapper(props: Props): ReactNode {
  return (
    <Layout
      {...props}
      links={
        <HydrateNearScreen>
          {props.links}
          <OfficeList offices={OFFICES} />
        </HydrateNearScreen>
      }
      copyright={<Copyright />}
    />
  );
}
