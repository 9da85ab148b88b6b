import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import ButtonLink from '@site/src/components/ButtonLink';
import CodeSamples from '@site/src/components/CodeSamples';
import {PAGES} from '@site/src/data/pages';
import {DEVELOPER_HUB as HUB} from '@site/src/data/developerHub';
import styles from './api-docs.module.css';

/** The developer hub: what the API offers, the first calls in three languages, and where to go next. */
export default function ApiDocs(): ReactNode {
  const meta = PAGES['/api-docs'];
  return (
    <Layout title={meta.title} description={meta.description}>
      <main>
        <PageHero heading={meta.heading} lead={meta.lead}>
          {HUB.ctas.map((cta) => (
            <ButtonLink key={cta.to} cta={cta} />
          ))}
        </PageHero>
        <Section id={HUB.features.id} heading={HUB.features.heading} lead={HUB.features.lead}>
          <CardGrid cards={HUB.features.cards} />
        </Section>
        <Section id={HUB.samples.id} heading={HUB.samples.heading} lead={HUB.samples.lead} tinted>
          <ol className={styles.samples}>
            {HUB.samples.items.map((item) => (
              <li key={item.sample} className={styles.sample}>
                <div>
                  <Heading as="h3">{item.title}</Heading>
                  <p>{item.text}</p>
                  <Link to={item.link.to}>{item.link.label}</Link>
                </div>
                <div className={styles.code}>
                  <CodeSamples sample={item.sample} />
                </div>
              </li>
            ))}
          </ol>
        </Section>
        <Section id={HUB.resources.id} heading={HUB.resources.heading}>
          <CardGrid cards={HUB.resources.cards} columns={4} />
        </Section>
      </main>
    </Layout>
  );
}
