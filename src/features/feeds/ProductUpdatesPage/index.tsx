import React, {type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHero from '@site/src/ui/PageHero';
import PillTabList from '@site/src/ui/PillTabList';
import UpdateCard from '@site/src/features/feeds/UpdateCard';
import LegacyApiNotice from '@site/src/features/feeds/LegacyApiNotice';
import SubscribeForm from '@site/src/features/forms/SubscribeForm';
import ButtonLink from '@site/src/ui/ButtonLink';
import productUpdatesPage from '@site/src/data/pages/productUpdates';
import {PRODUCT_UPDATES_COPY as COPY} from '@site/src/features/feeds/data/productUpdatesPage';
import {
  UPDATE_FILTERS,
  UPDATE_FILTER_PARAM,
  countByFilter,
  currentRelease,
  filterUpdates,
  type UpdateFilter,
  type UpdateSummary,
} from '@site/src/features/feeds/data/updates';
import {useQueryChoice} from '@site/src/hooks/useQueryParam';
import {FILTER_NAMES} from '@site/src/features/feeds/data/updateLabels';
import cardList from '@site/src/ui/styles/card-list.module.css';
import styles from './styles.module.css';

const FILTER_VALUES = UPDATE_FILTERS.map((filter) => filter.value);

/** The filter in the address (`?type=sms`), so a filtered view can be shared; All when absent or unknown. */
function useUpdateFilter(): [UpdateFilter, (next: UpdateFilter) => void] {
  const history = useHistory();
  const location = useLocation();
  const filter = useQueryChoice(UPDATE_FILTER_PARAM, FILTER_VALUES) ?? 'all';
  const setFilter = (next: UpdateFilter) => {
    const params = new URLSearchParams(location.search);
    if (next === 'all') params.delete(UPDATE_FILTER_PARAM);
    else params.set(UPDATE_FILTER_PARAM, next);
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  };
  return [filter, setFilter];
}

/**
 * /product-updates: the updates of changelog/ (route props from
 * src/plugins/productUpdatesPage.ts), newest first, filtered by product;
 * the current release taken from them; the legacy API notice; subscription.
 */
export default function ProductUpdatesPage({updates}: {updates: UpdateSummary[]}): ReactNode {
  const meta = productUpdatesPage;
  const [filter, setFilter] = useUpdateFilter();
  const shown = filterUpdates(updates, filter);
  const counts = countByFilter(updates);
  const release = currentRelease(updates);
  return (
    <Layout title={meta.title} description={meta.description}>
      <main>
        <PageHero heading={meta.heading} lead={meta.lead}>
          {release && (
            <p className={styles.release}>
              <span className={styles.releaseLabel}>{COPY.currentRelease}</span>
              <strong className={styles.releaseVersion} data-testid="current-release">
                {release}
              </strong>
            </p>
          )}
          <ButtonLink cta={COPY.changelogLink} />
        </PageHero>
        <div className="container margin-vert--xl">
          <LegacyApiNotice />
          <section className={styles.list} aria-labelledby="updates-heading">
            <Heading as="h2" id="updates-heading">
              {COPY.listHeading}
            </Heading>
            <PillTabList
              label={COPY.filterLabel}
              tabs={UPDATE_FILTERS.map(({value}) => ({value, label: FILTER_NAMES[value], badge: counts[value]}))}
              selected={filter}
              onSelect={setFilter}
              idPrefix="updates-filter"
              panelId="updates-panel"
              className={styles.tabs}
            />
            <div id="updates-panel" role="tabpanel" aria-labelledby={`updates-filter-${filter}`} tabIndex={0} className={styles.panel}>
              <p className={styles.count} aria-live="polite">
                {shown.length ? COPY.showing(shown.length) : COPY.none}
              </p>
              <ul className={cardList.grid}>
                {shown.map((update) => (
                  <li key={update.id}>
                    <UpdateCard update={update} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <SubscribeForm topic="productUpdates" />
        </div>
      </main>
    </Layout>
  );
}
