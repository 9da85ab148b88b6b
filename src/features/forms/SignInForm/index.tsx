import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import FormField from '@site/src/features/forms/FormField';
import ClearAnswersButton from '@site/src/features/forms/ClearAnswersButton';
import NoScriptNote from '@site/src/features/forms/NoScriptNote';
import {FORM_SYSTEM_COPY} from '@site/src/features/forms/copy';
import {useFormController} from '@site/src/features/forms/useFormController';
import {usePortals, type Portal} from '@site/src/hooks/useBrand';
import {DEFAULT_SIGN_IN_PORTAL, FORGOT_PASSWORD_COPY, SIGN_IN_COPY, SIGN_IN_FIELDS, SIGN_IN_TABS} from '@site/src/features/forms/data/signIn';
import PillTabList from '@site/src/ui/PillTabList';
import styles from './styles.module.css';

/** Where "Remember me" keeps the e-mail and the portal (the privacy page names it). */
export const REMEMBER_KEY = 'sign-in';

/** The portal's sign-in address with the e-mail as a login hint (the password never leaves this page). */
export function portalSignInUrl(portalUrl: string, email: string): string {
  const url = new URL(portalUrl);
  url.searchParams.set('login_hint', email);
  return url.toString();
}

type Outcome = 'redirecting' | 'notConfigured';

function forgetRemembered() {
  try {
    window.localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
}

/**
 * Sign-in: portal tabs (Payments, SMS, USSD; SMS first chosen), e-mail and
 * password, with the behaviour every form has (useFormController; no draft:
 * only "Remember me" keeps the e-mail, and never the password). A valid form
 * sends the visitor to the chosen portal's sign-in page (from the site
 * configuration); where none is configured, the page says so. It never claims
 * a sign-in happened. Before the page hydrates, and without JavaScript,
 * Continue is disabled (so Enter cannot submit either) and the method is
 * POST: a password never ends up in an address. Without JavaScript the portal
 * tabs are hidden and a note links to each portal instead. "Clear my
 * answers" also forgets a remembered e-mail.
 */
export default function SignInForm(): ReactNode {
  const portals = usePortals();
  const [portal, setPortal] = useState<Portal>(DEFAULT_SIGN_IN_PORTAL);
  const [remember, setRemember] = useState(false);
  const hydrated = useIsBrowser();
  const current = SIGN_IN_TABS.find((t) => t.portal === portal)!;
  const configured = SIGN_IN_TABS.filter((tab) => portals[tab.portal]);
  const form = useFormController<Outcome>({
    fields: SIGN_IN_FIELDS,
    send: (values) => {
      const email = values.email!.trim();
      try {
        if (remember) window.localStorage.setItem(REMEMBER_KEY, JSON.stringify({email, portal}));
        else window.localStorage.removeItem(REMEMBER_KEY);
      } catch {
        // Not remembered: storage unavailable.
      }
      const portalUrl = portals[portal];
      if (!portalUrl) return 'notConfigured';
      window.location.assign(portalSignInUrl(portalUrl, email));
      return 'redirecting';
    },
    onClear: () => {
      forgetRemembered();
      setRemember(false);
    },
  });
  const {setValue} = form;

  // A remembered e-mail and portal come back once the page has hydrated.
  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(REMEMBER_KEY) ?? 'null') as {email?: unknown; portal?: unknown} | null;
      if (!saved) return;
      if (typeof saved.email === 'string') setValue('email', saved.email.slice(0, 254));
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring stored state once, after hydration
      if (SIGN_IN_TABS.some((t) => t.portal === saved.portal)) setPortal(saved.portal as Portal);
      setRemember(true);
    } catch {
      // Nothing usable remembered.
    }
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const outcome = form.submit.state === 'done' ? form.submit.result : undefined;
  return (
    <div className={styles.card}>
      <PillTabList
        label={SIGN_IN_COPY.tabsLabel}
        tabs={SIGN_IN_TABS.map((tab) => ({value: tab.portal, label: tab.label}))}
        selected={portal}
        onSelect={setPortal}
        idPrefix="sign-in-tab"
        panelId="sign-in-panel"
        className={styles.tabsFill}
      />
      <div id="sign-in-panel" role="tabpanel" aria-labelledby={`sign-in-tab-${portal}`} className={styles.panel}>
        <p className={clsx(styles.lead, 'js-only')}>{SIGN_IN_COPY.portalLead(current.label)}</p>
        <form {...form.formProps} className={styles.form} data-portal={portal}>
          <NoScriptNote>
            <p>
              {SIGN_IN_COPY.noScript} {configured.length > 0 && SIGN_IN_COPY.noScriptPortals}
            </p>
            {configured.length > 0 && (
              <ul>
                {configured.map(({portal: id, label}) => (
                  <li key={id}>
                    <a href={portals[id]}>{FORGOT_PASSWORD_COPY.open(label)}</a>
                  </li>
                ))}
              </ul>
            )}
            {configured.length < SIGN_IN_TABS.length && (
              <p>
                {SIGN_IN_COPY.noScriptSupport} <Link to="/contact/support">{SIGN_IN_COPY.contactSupport}</Link>
              </p>
            )}
          </NoScriptNote>
          {SIGN_IN_FIELDS.map((field) => (
            <FormField key={field.name} field={field} idPrefix="sign-in" {...form.bind(field)} />
          ))}
          <div className={styles.row}>
            <label className={styles.remember}>
              <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} aria-describedby="sign-in-remember-hint" />
              {SIGN_IN_COPY.rememberMe}
            </label>
            <Link to="/forgot-password">{SIGN_IN_COPY.forgot}</Link>
          </div>
          <p id="sign-in-remember-hint" className={styles.hint}>
            {SIGN_IN_COPY.rememberHint}
          </p>
          <button type="submit" className="button button--primary button--lg button--block" disabled={!hydrated || outcome === 'redirecting'}>
            {SIGN_IN_COPY.submit}
          </button>
          <ClearAnswersButton className="button button--link button--block" />
          <div role="status" aria-live="polite">
            {form.cleared && <p className={styles.notice}>{FORM_SYSTEM_COPY.cleared}</p>}
            {outcome === 'redirecting' && <p className={styles.notice}>{SIGN_IN_COPY.redirecting(current.label)}</p>}
            {outcome === 'notConfigured' && (
              <div className={styles.problem}>
                <p>{SIGN_IN_COPY.notConfigured(current.label)}</p>
                <Link to="/contact/support">{SIGN_IN_COPY.contactSupport}</Link>
              </div>
            )}
          </div>
        </form>
        <p className={styles.signUp}>
          {SIGN_IN_COPY.noAccount} <Link to="/signup">{SIGN_IN_COPY.signUp}</Link>
        </p>
      </div>
    </div>
  );
}
