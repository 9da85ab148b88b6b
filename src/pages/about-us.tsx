import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import ButtonLink from '@site/src/components/ButtonLink';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import CountUpStats from '@site/src/components/CountUpStats';
import CtaBand from '@site/src/components/CtaBand';
import {PAGES} from '@site/src/data/pages';
import {ABOUT} from '@site/src/data/company';

/** About: vision, core values, figures that count up, teams, partnership calls to action (SPEC section 2, "About"). */
export default function AboutUs(): ReactNode {
  const page = PAGES['/about-us'];
  const {vision, values, stats, teams, cta} = ABOUT;
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead}>
          {ABOUT.heroCtas.map((link) => (
            <ButtonLink key={link.to} cta={link} />
          ))}
        </PageHero>
        <Section id={vision.id} heading={vision.heading} lead={vision.lead}>
          <CardGrid cards={vision.cards} columns={3} />
        </Section>
        <Section id={values.id} heading={values.heading} lead={values.lead} tinted>
          <CardGrid cards={values.cards} columns={4} />
        </Section>
        <Section id={stats.id} heading={stats.heading} lead={stats.lead}>
          <CountUpStats stats={stats.items} />
        </Section>
        <Section id={teams.id} heading={teams.heading} lead={teams.lead} tinted>
          <CardGrid cards={teams.cards} columns={3} />
        </Section>
        <CtaBand id={cta.id} heading={cta.heading} lead={cta.lead} ctas={cta.ctas} />
      </main>
    </Layout>
  );
}
