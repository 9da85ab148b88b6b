import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import PageHero from '@site/src/components/PageHero';
import ButtonLink from '@site/src/components/ButtonLink';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import JobList from '@site/src/components/JobList';
import CtaBand from '@site/src/components/CtaBand';
import {PAGES} from '@site/src/data/pages';
import {CAREERS} from '@site/src/data/company';

/** Careers: culture, perks and benefits, the openings, general application and talent contact (SPEC section 2, "Careers"). */
export default function Careers(): ReactNode {
  const page = PAGES['/careers'];
  const {culture, perks, openings, cta} = CAREERS;
  // The hero links to the openings section: tell the build's anchor check it exists.
  useBrokenLinks().collectAnchor(openings.id);
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead}>
          {CAREERS.heroCtas.map((link) => (
            <ButtonLink key={link.to} cta={link} />
          ))}
        </PageHero>
        <Section id={culture.id} heading={culture.heading} lead={culture.lead}>
          <CardGrid cards={culture.cards} columns={2} />
        </Section>
        <Section id={perks.id} heading={perks.heading} lead={perks.lead} tinted>
          <CardGrid cards={perks.cards} columns={3} />
        </Section>
        <Section id={openings.id} heading={openings.heading} lead={openings.lead}>
          <JobList jobs={openings.jobs} labels={openings.labels} />
        </Section>
        <CtaBand id={cta.id} heading={cta.heading} lead={cta.lead} ctas={cta.ctas} />
      </main>
    </Layout>
  );
}
