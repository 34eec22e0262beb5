// Public landing page (spec §2 'Public landing page (/)'): what the loan is, the procedure from
// application to repayment, answers from the loan terms (spec §9), a contact form and the privacy
// policy in a frame. Prerendered: this component runs only at build time, so it reads no window or
// document; the nav bar and the contact form are islands that hydrate in the browser.
import type { ComponentType, ReactNode } from 'react';
import { appConfig } from '../../shared/config/appConfig.ts';
import { type AppStore, appStoreAddress } from '../../shared/config/appStores.ts';
import { loanOffer } from '../../shared/config/loanOffer.ts';
import { calendarDaysText, type LoanStage, loanTerms } from '../../shared/config/loanTerms.ts';
import { sitePath } from '../../shared/navigation/pageQuery.ts';
import { webViewUrl } from '../../shared/navigation/urlPolicy.ts';
import { LenderNotice } from '../../shared/ui/lender-notice/LenderNotice.prerendered.tsx';
import '../../shared/ui/lender-notice/LenderNotice.scss';
import { Island } from '../../shared/page/islands.tsx';
import { ContactForm } from './ContactForm.tsx';
import styles from './LandingPage.module.scss';
import { lateInterestBands, latePenaltyText } from './lateCharges.ts';
import { amountRangeText, dailyRateText } from './loanOfferText.ts';
import { SectionNav } from './SectionNav.tsx';
import { landingSections, type SectionId } from './sections.ts';

const { appName, appEnglishName, serviceEmail } = appConfig;

// Worked out while rendering, which happens only at build: the islands' bundle leaves them out.
function termText(): string {
  return calendarDaysText(loanTerms.termDays);
}

function creditText(): string {
  return calendarDaysText(loanTerms.creditDays, '–');
}

export function LandingPage() {
  return (
    <div className={styles.page}>
      <Island name="sectionNav" component={SectionNav} className={styles.navBar} />
      <main>
        {landingSections.map(({ id }) => {
          const Content = sectionContent[id];
          return (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className={`${styles.section} ${styles[id] ?? ''}`}
            >
              <Content />
            </section>
          );
        })}
      </main>
      <footer className={styles.footer}>
        <p>© {appEnglishName}</p>
      </footer>
    </div>
  );
}

interface Fact {
  label: string;
  figure: string;
  detail?: string;
}

/** What a borrower compares first, from the configuration: how much, and at what rate. */
function offerFigures(): Fact[] {
  const { loanAmountMin, loanAmountMax, dailyRate } = loanOffer;
  const rate = dailyRateText(dailyRate);
  return [
    { label: 'Loan amount', figure: amountRangeText(loanAmountMin, loanAmountMax) },
    { label: 'Interest rate', figure: rate.figure, detail: rate.period },
  ];
}

/** The loan in figures, from the loan terms (spec §9). */
function loanFigures(): Fact[] {
  const { termDays, creditDays, decisionDays, minimumAge } = loanTerms;
  return [
    { label: 'Term', figure: `${termDays.min} to ${termDays.max} days`, detail: 'to repay' },
    {
      label: 'Decision',
      figure: `${decisionDays} day`,
      detail: 'from your application',
    },
    {
      label: 'Money in your account',
      figure: `${creditDays.min}–${creditDays.max} days`,
      detail: 'after you accept',
    },
    { label: 'Who can borrow', figure: `${minimumAge}+`, detail: 'Filipinos living here' },
  ];
}

function Facts({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(({ label, figure, detail }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <span className={styles.figure}>{figure}</span>
            {detail && ` ${detail}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const storeNames: Record<AppStore, string> = {
  googlePlay: 'Google Play',
  appStore: 'the App Store',
};

/**
 * The store pages the configuration names and the navigation policy lets open, Google Play's
 * first: 'Get the app' leads to the first (to the visitor's own in the browser, storeChoice.ts),
 * a quiet link beside it to the other.
 */
function storeLinks(): { name: string; href: string }[] {
  return (['googlePlay', 'appStore'] as const).flatMap((store) => {
    const href = webViewUrl(appStoreAddress(store));
    return href ? [{ name: storeNames[store], href }] : [];
  });
}

function GetTheApp() {
  const [first, other] = storeLinks();
  if (!first) return null;
  return (
    <p className={styles.getApp}>
      <a className={styles.storeButton} href={first.href} data-store="">
        Get the app
      </a>
      {other && (
        <a className={styles.otherStore} href={other.href} data-store={`Also on ${first.name}`}>
          {`Also on ${other.name}`}
        </a>
      )}
    </p>
  );
}

function HomeSection() {
  return (
    <>
      <h1 id="home-title" className={styles.title}>
        {appName} cash loans for {calendarDaysText(loanTerms.termDays)}
      </h1>
      <Facts facts={offerFigures()} className={`${styles.facts} ${styles.offer}`} />
      <GetTheApp />
      <Facts facts={loanFigures()} className={styles.facts} />
      <LenderNotice />
    </>
  );
}

// The first steps are the loan's stages as the terms name them; repayment ends it at maturity.
function procedureSteps(): { title: LoanStage | 'Repayment'; text: string }[] {
  return [
    {
      title: 'Application',
      text: `Fill in the loan application in the ${appName} app.`,
    },
    {
      title: 'Decision',
      text: `We decide on your application within ${loanTerms.decisionDays} day and show you the amount and term we can offer.`,
    },
    {
      title: 'Acceptance',
      text: 'Read the offer and the loan terms and conditions, then accept the offer in the app.',
    },
    {
      title: 'Disbursement',
      text: `The approved amount is credited to your account within ${creditText()} of your acceptance.`,
    },
    {
      title: 'Repayment',
      text: `Repay the loan with its interest at maturity, at the end of your term of ${termText()}. You can also repay early or extend the loan: see Q&A.`,
    },
  ];
}

function ProceduresSection() {
  return (
    <>
      <h2 id="procedures-title" className={styles.heading}>
        Procedures
      </h2>
      <p>From application to repayment in five steps.</p>
      <ol className={styles.steps}>
        {procedureSteps().map((step, index) => (
          <li key={step.title}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

function QaSection() {
  return (
    <>
      <h2 id="qa-title" className={styles.heading}>
        Q&amp;A
      </h2>
      <div className={styles.questions}>
        <Question ask="Who can apply for a loan?">
          <p>
            Filipino citizens over {loanTerms.minimumAge} with a permanent address in the
            Philippines. We do not lend to minors (anyone under {loanTerms.minimumAge}).
          </p>
        </Question>
        <Question ask="How long can I borrow for?">
          <p>The term is {termText()}. The loan is repaid at maturity, at the end of the term.</p>
        </Question>
        <Question ask="How soon will I know, and when do I get the money?">
          <p>
            You get a decision within {loanTerms.decisionDays} day of applying. Once you accept an
            approved loan, the money is credited to your account within {creditText()}.
          </p>
        </Question>
        <Question ask="Can I repay early?">
          <p>
            Yes. You can repay the whole loan early once half of the term has passed, and not
            earlier than {loanTerms.prepaymentMinDaysAfterDisbursement} calendar days after the
            money was disbursed.
          </p>
        </Question>
        <Question ask="What happens if I pay late?">
          <p>
            A one-time late penalty is charged: {latePenaltyText('newClient')} for new clients and{' '}
            {latePenaltyText('repeatClient')} for repeat clients. On top of it, daily interest is
            charged on the unpaid amount:
          </p>
          <ul className={styles.bands}>
            {lateInterestBands().map((band) => (
              <li key={band}>{band} of delay</li>
            ))}
          </ul>
        </Question>
        <Question ask="Can I extend my loan?">
          <p>
            Yes. A prolongation extends your loan by the same period as its term. You can ask for it
            before, on or after the maturity date, once the interest and any penalties due are paid.
          </p>
        </Question>
        <Question ask="What if my personal details change?">
          <p>
            Tell us within {loanTerms.notifyChangeDays} calendar days if your name, date of birth or
            address changes.
          </p>
        </Question>
        <Question ask="Can my loan be passed to another lender?">
          <p>
            The lender may assign your loan to another lender after giving you{' '}
            {loanTerms.assignmentNoticeBusinessDays} business days&apos; notice.
          </p>
        </Question>
        <Question ask="What if a court orders me to pay?">
          <p>
            After a court judgement you have a grace period of {loanTerms.judgementGraceDays} days
            to pay the amount due.
          </p>
        </Question>
      </div>
      <p className={styles.more}>
        <a className={styles.textLink} href={sitePath('loanAgreement')}>
          Read the full loan terms and conditions
        </a>
      </p>
    </>
  );
}

function Question({ ask, children }: { ask: string; children: ReactNode }) {
  return (
    <details className={styles.question}>
      <summary>
        <span>{ask}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}

function ContactSection() {
  return (
    <>
      <h2 id="contact-title" className={styles.heading}>
        Contact us
      </h2>
      <p>All four fields are required.</p>
      <Island name="contactForm" component={ContactForm} className={styles.card} />
      <p className={styles.more}>
        You can also write to us:{' '}
        <a className={styles.textLink} href={`mailto:${serviceEmail}`}>
          {serviceEmail}
        </a>
      </p>
    </>
  );
}

function PolicySection() {
  const policyPath = sitePath('privacyPolicy');
  return (
    <>
      <h2 id="policy-title" className={styles.heading}>
        Privacy Policy
      </h2>
      <p>How {appName} collects, uses and protects your information.</p>
      <iframe
        className={styles.policyFrame}
        src={policyPath}
        title="Privacy Policy"
        loading="lazy"
      />
      <p className={styles.more}>
        <a className={styles.textLink} href={policyPath}>
          Open the privacy policy in full page
        </a>
      </p>
    </>
  );
}

const sectionContent: Record<SectionId, ComponentType> = {
  home: HomeSection,
  procedures: ProceduresSection,
  qa: QaSection,
  contact: ContactSection,
  policy: PolicySection,
};
