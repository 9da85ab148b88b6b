import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const FEATURES = [
  {title: 'Easy to Use', description: 'Docusaurus was designed from the ground up to be easily installed and used to get your website up and running quickly.'},
  {title: 'Focus on What Matters', description: 'Docusaurus lets you focus on your docs, and we will do the chores. Go ahead and move your docs into the docs directory.'},
  {title: 'Powered by React', description: 'Extend or customize your website layout by reusing React. Docusaurus can be extended while reusing the same header and footer.'},
];

/** The classic template's home page: a hero and three features. */
export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={`Hello from ${siteConfig.title}`} description="Description will go into a meta tag in <head />">
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            Docusaurus Tutorial - 5min ⏱️
          </Link>
        </div>
      </header>
      <main>
        <section className="container margin-vert--lg">
          <div className="row">
            {FEATURES.map(({title, description}) => (
              <div key={title} className="col col--4 text--center padding-horiz--md">
                <Heading as="h3">{title}</Heading>
                <p>{description}</p>
              </div>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
