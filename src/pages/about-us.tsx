import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import CountUpStats from '@site/src/features/company/CountUpStats';
import aboutUsPage from '@site/src/data/pages/aboutUs';
import {ABOUT, ABOUT_SECTIONS} from '@site/src/features/company/data/company';

/** About: vision, core values, figures that count up, teams, partnership calls to action. */
export default function AboutUs(): ReactNode {
  const {title, description, heading, lead} = aboutUsPage;
  return (
    <SectionedPageView
      title={title}
      description={description}
      hero={{heading, lead, ctas: ABOUT.heroCtas}}
      sections={ABOUT_SECTIONS}
      slots={{[ABOUT.stats.id]: <CountUpStats stats={ABOUT.stats.items} />}}
    />
  );
}
