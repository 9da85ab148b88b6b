import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import JobList from '@site/src/features/company/JobList';
import careersPage from '@site/src/data/pages/careers';
import {CAREERS, CAREERS_SECTIONS} from '@site/src/features/company/data/company';

/** Careers: culture, perks and benefits, the openings, general application and talent contact. */
export default function Careers(): ReactNode {
  const {title, description, heading, lead} = careersPage;
  const {openings} = CAREERS;
  return (
    <SectionedPageView
      title={title}
      description={description}
      hero={{heading, lead, ctas: CAREERS.heroCtas}}
      sections={CAREERS_SECTIONS}
      slots={{[openings.id]: <JobList jobs={openings.jobs} labels={openings.labels} />}}
    />
  );
}
