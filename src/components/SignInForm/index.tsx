import React, {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import FormField from '@site/src/components/FormField';
import {usePortals, type Portal} from '@site/src/hooks/useBrand';
import {DEFAULT_SIGN_IN_PORTAL, FORGOT_PASSWORD_COPY, SIGN_IN_COPY, SIGN_IN_FIELDS, SIGN_IN_TABS} from '@site/src/data/forms/signIn';
import NoScriptNote from '@site/src/components/NoScriptNote';
import type {FormValues} from '@site/src/forms/types';
import {useFieldValidation} from '@site/src/hooks/useFieldValidation';
import PillTabList from '@site/src/components/PillTabList';
import styles from './styles.module.css';

const REMEMBER_KEY = 'sign-in';

/** The portal's sign-in address with the e-mail as a login hint (the password never leaves this page). */
export function portalSignInUrl(portalUrl: string, email: string): string {
  const url = new URL(portalUrl);
  url.searchParams.set('login_hint', email);
  return url.toString();
}

type Outcome = {kind: 'none'} | {kind: 'redirecting'} | {kind: 'notConfigured'};

/**
 * Sign-in: portal tabs (Payments, SMS, USSD; SMS first chosen), e-mail and
 * password. A valid form sends the visitor to the chosen portal's sign-in page
 * (from the site configuration); where none is configured, the page says so.
 * It never claims a sign-in happened. Before the page hydrates, and without
 * JavaScript, Continue is disabled (so Enter cannot submit either) and the
 * method is POST: a password never ends up in an address. Without JavaScript
 * the portal tabs are hidden and a note links to each portal instead.
 */
export default function SignInForm(): ReactNode {
  const portals = usePortals();
  const [portal, setPortal] = useState<Portal>(DEFAULT_SIGN_IN_PORTAL);
  const [values, setValues] = useState<FormValues>({});
  const validation = useFieldValidation(SIGN_IN_FIELDS);
  const [remember, setRemember] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'none'});
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useIsBrowser();
  const current = SIGN_IN_TABS.find((t) => t.portal === portal)!;
  const configured = SIGN_IN_TABS.filter((tab) => portals[tab.portal]);

  // A remembered e-mail and portal come back once the page has hydrated.
  useEffect(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(REMEMBER_KEY) ?? 'null') as {email?: unknown; portal?: unknown} | null;
      if (!saved) return;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring stored state once, after hydration
      if (typeof saved.email === 'string') setValues({email: saved.email.slice(0, 254)});
      if (SIGN_IN_TABS.some((t) => t.portal === saved.portal)) setPortal(saved.portal as Portal);
      setRemember(true);
    } catch {
      // Nothing usable remembered.
    }
  }, []);

  const choose = (next: Portal) => {
    setPortal(next);
    setOutcome({kind: 'none'});
  };
  const onChange = (name: string, value: string) => {
    const next = {...values, [name]: value};
    setValues(next);
    validation.changed(name, next);
  };
  const onBlur = (name: string) => validation.left(name, values);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const firstInvalid = validation.checkAll(values);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    const email = values.email!.trim();
    try {
      if (remember) window.localStorage.setItem(REMEMBER_KEY, JSON.stringify({email, portal}));
      else window.localStorage.removeItem(REMEMBER_KEY);
    } catch {
      // Not remembered: storage unavailable.
    }
    const portalUrl = portals[portal];
    if (!portalUrl) {
      setOutcome({kind: 'notConfigured'});
      return;
    }
    setOutcome({kind: 'redirecting'});
    window.location.assign(portalSignInUrl(portalUrl, email));
  };

  return (
    <div className={styles.card}>
      <PillTabList
        label={SIGN_IN_COPY.tabsLabel}
        tabs={SIGN_IN_TABS.map((tab) => ({value: tab.portal, label: tab.label}))}
        selected={portal}
        onSelect={choose}
        idPrefix="sign-in-tab"
        panelId="sign-in-panel"
        className={styles.tabsFill}
      />
      <div id="sign-in-panel" role="tabpanel" aria-labelledby={`sign-in-tab-${portal}`} className={styles.panel}>
        <p className={clsx(styles.lead, 'js-only')}>{SIGN_IN_COPY.portalLead(current.label)}</p>
        <form ref={form} method="post" noValidate onSubmit={onSubmit} className={styles.form} data-portal={portal}>
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
            <FormField key={field.name} field={field} idPrefix="sign-in" value={values[field.name] ?? ''} error={validation.errors[field.name]} onChange={onChange} onBlur={onBlur} />
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
          <button type="submit" className="button button--primary button--lg button--block" disabled={!hydrated || outcome.kind === 'redirecting'}>
            {SIGN_IN_COPY.submit}
          </button>
          <div role="status" aria-live="polite">
            {outcome.kind === 'redirecting' && <p className={styles.notice}>{SIGN_IN_COPY.redirecting(current.label)}</p>}
            {outcome.kind === 'notConfigured' && (
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
