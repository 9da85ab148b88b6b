import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import ButtonLink from '@site/src/components/ButtonLink';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import StatsRow from '@site/src/components/StatsRow';
import TagList from '@site/src/components/TagList';
import CtaBand from '@site/src/components/CtaBand';
import LogoGrid from '@site/src/components/LogoGrid';
import IntegrationSample from '@site/src/components/IntegrationSample';
import type {ProductPage, Section as SectionData} from '@site/src/data/products/types';

function SectionView({section, tinted}: {section: SectionData; tinted: boolean}): ReactNode {
  if (section.kind === 'cta') return <CtaBand id={section.id} heading={section.heading} lead={section.lead} ctas={section.ctas} />;
  return (
    <Section id={section.id} heading={section.heading} lead={section.lead} tinted={tinted}>
      {section.kind === 'cards' && <CardGrid cards={section.cards} columns={section.columns} />}
      {section.kind === 'stats' && <StatsRow stats={section.stats} />}
      {section.kind === 'tags' && <TagList tags={section.tags} />}
      {section.kind === 'logos' && <LogoGrid names={section.logos} />}
      {section.kind === 'integration' && <IntegrationSample cards={section.cards} sample={section.sample} link={section.link} />}
    </Section>
  );
}

/** A product page from its data: hero (with an optional illustration), then its sections in order. */
export default function ProductPageView({page, visual}: {page: ProductPage; visual?: ReactNode}): ReactNode {
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} visual={visual}>
          {page.hero.ctas.map((cta) => (
            <ButtonLink key={cta.to + cta.label} cta={cta} />
          ))}
        </PageHero>
        {page.sections.map((section, i) => (
          <SectionView key={section.id} section={section} tinted={i % 2 === 1} />
        ))}
      </main>
    </Layout>
  );
}
