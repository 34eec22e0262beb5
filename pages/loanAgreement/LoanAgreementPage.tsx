// Loan terms and conditions (spec §2), with every figure of spec §9 'Loan terms', the eligibility
// rule of spec §5 and the lifecycle stages of spec §1. A static page: rendered at build time, no
// JavaScript in the browser.
import { appConfig } from '../../shared/config/appConfig.ts';
import {
  calendarDaysText,
  type LoanStage,
  loanStages,
  loanTerms,
} from '../../shared/config/loanTerms.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { sitePath } from '../../shared/navigation/pageQuery.ts';
import { type DocumentSection, LegalDocument } from '../../shared/ui/document/LegalDocument.tsx';

const loanAgreementTitle = 'Loan terms and conditions';

const stageMeaning: Record<LoanStage, string> = {
  Application: 'You ask for a loan in the app and give the information we request.',
  Decision: 'We approve or decline your application.',
  Acceptance: 'You accept the approved loan in the app, after reading its disclosure statement.',
  Disbursement: 'We send the loan amount to the account you named.',
  Maturity: 'The loan term ends and the whole amount due must be paid.',
  Default: 'The amount due has not been paid in full at maturity.',
};

function Intro() {
  const { appName, appEnglishName } = appConfig;
  return (
    <>
      <p>
        These Loan terms and conditions (the &ldquo;Terms&rdquo;) apply to every loan that{' '}
        {appEnglishName} (the &ldquo;Lender&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) grants
        through the {appName} app to you, the borrower (&ldquo;you&rdquo;). They are governed by the
        laws of the Republic of the Philippines.
      </p>
      <p>
        When you accept a loan in the app, these Terms, the loan details and the disclosure
        statement shown to you for that loan together form your loan agreement with us. Please read
        them carefully before you apply.
      </p>
    </>
  );
}

function loanAgreementSections(): DocumentSection[] {
  const { appName, appEnglishName, serviceEmail } = appConfig;
  const { minimumAge, latePenalty } = loanTerms;
  const [firstBand, secondBand, lastBand] = loanTerms.lateInterest;
  return [
    {
      id: 'the-lender',
      title: 'The Lender',
      body: (
        <p>
          {appEnglishName} operates as a lending company under the Lending Company Regulation Act of
          2007 (Republic Act No. 9474) and is registered with the Securities and Exchange Commission
          (SEC), which supervises lending companies. Our SEC registration details are available from
          customer service on request.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who may borrow',
      body: (
        <>
          <p>To apply for a loan, you must:</p>
          <ul>
            <li>be a Filipino citizen;</li>
            <li>be {minimumAge} years of age or over; and</li>
            <li>have a permanent address in the Philippines.</li>
          </ul>
          <p>
            Minors, that is, persons under {minimumAge} years of age, may not apply. You must give
            true and complete information in your application; we may refuse or end a loan obtained
            with false information.
          </p>
        </>
      ),
    },
    {
      id: 'loan-stages',
      title: 'How a loan works',
      body: (
        <>
          <p>Every loan passes through the following stages:</p>
          <dl>
            {loanStages.flatMap((stage) => [
              <dt key={`${stage}-name`}>{stage}</dt>,
              <dd key={`${stage}-meaning`}>{stageMeaning[stage]}</dd>,
            ])}
          </dl>
        </>
      ),
    },
    {
      id: 'loan-term',
      title: 'Loan amount and term',
      body: (
        <p>
          The loan amount and the loan term are shown in the app before you accept. The term of a
          loan is from {calendarDaysText(loanTerms.termDays)}, counted from the day of disbursement.
          The last day of the term is the maturity date.
        </p>
      ),
    },
    {
      id: 'decision',
      title: 'Application and decision',
      body: (
        <p>
          We decide on a complete application within {loanTerms.decisionDays} day and tell you the
          decision in the app. We may approve a lower amount than you asked for, or decline the
          application. Applying does not oblige you to accept a loan.
        </p>
      ),
    },
    {
      id: 'disclosure',
      title: 'Disclosure of the cost of your loan',
      body: (
        <>
          <p>
            As the Truth in Lending Act (Republic Act No. 3765) and the rules of the SEC require,
            before you accept a loan the app shows you a disclosure statement with, in pesos:
          </p>
          <ul>
            <li>the amount of the loan and the net amount you will receive;</li>
            <li>the interest, and every fee and charge deducted or added;</li>
            <li>the total amount you must repay, and when;</li>
            <li>the effective interest rate; and</li>
            <li>the charges that apply if you pay late.</li>
          </ul>
          <p>We charge nothing that the disclosure statement and these Terms do not state.</p>
        </>
      ),
    },
    {
      id: 'acceptance-disbursement',
      title: 'Acceptance and disbursement',
      body: (
        <>
          <p>
            You accept a loan by confirming it in the app. Your electronic acceptance binds you in
            the same way as a signature on paper, as the Electronic Commerce Act (Republic Act No.
            8792) provides.
          </p>
          <p>
            An approved loan is credited to your bank account or e-wallet within{' '}
            {calendarDaysText(loanTerms.creditDays)} of acceptance. If the money has not arrived by
            then, please contact customer service.
          </p>
        </>
      ),
    },
    {
      id: 'repayment',
      title: 'Repayment',
      body: (
        <p>
          You must pay the total amount due on or before the maturity date, or each instalment on or
          before its due date, through the payment channels shown in the app. A payment counts when
          we receive it. Keep your receipt or reference number until the payment shows in the app.
        </p>
      ),
    },
    {
      id: 'prepayment',
      title: 'Early repayment',
      body: (
        <p>
          You may repay your loan in full before maturity once half of the loan term has passed, and
          not earlier than {loanTerms.prepaymentMinDaysAfterDisbursement} calendar days after
          disbursement.
        </p>
      ),
    },
    {
      id: 'prolongation',
      title: 'Extending your loan (prolongation)',
      body: (
        <>
          <p>
            You may extend your loan by the same period as its original term; for example, a loan of{' '}
            {loanTerms.termDays.min} days is extended by another {loanTerms.termDays.min} days. You
            may ask for an extension before, during or after maturity, provided that you first pay
            the due interest and penalties up to the day of the extension.
          </p>
          <p>The new maturity date is shown in the app once the extension is made.</p>
        </>
      ),
    },
    {
      id: 'late-payment',
      title: 'Late payment',
      body: (
        <>
          <p>If you do not pay the amount due in full by its due date:</p>
          <ul>
            <li>
              a one-time late payment penalty is charged: {formatMoney(latePenalty.newClient)} for
              new clients and {formatMoney(latePenalty.repeatClient)} for repeat clients (clients
              who have fully repaid an earlier loan with us); and
            </li>
            <li>
              interest is charged every day on the unpaid amount: {firstBand.percent}% per day for
              days {firstBand.fromDay} to {firstBand.toDay} of the delay, {secondBand.percent}% per
              day for days {secondBand.fromDay} to {secondBand.toDay}, and {lastBand.percent}% per
              day from day {lastBand.fromDay} until the loan is paid in full.
            </li>
          </ul>
          <p>
            The days of delay are counted from the day after the due date. Where a law or an SEC
            rule sets a lower maximum for any of these charges, the lower maximum applies.
          </p>
        </>
      ),
    },
    {
      id: 'default',
      title: 'Default',
      body: (
        <>
          <p>
            You are in default if the amount due is not paid in full at maturity and the loan has
            not been extended. In default:
          </p>
          <ul>
            <li>the late payment charges above apply;</li>
            <li>the whole unpaid amount becomes due at once;</li>
            <li>
              we may report the default to credit bureaus and the Credit Information Corporation;
              and
            </li>
            <li>we may collect the debt ourselves, through a collection agency, or in court.</li>
          </ul>
          <p>
            We and any agency acting for us follow the SEC&rsquo;s rules against unfair debt
            collection practices: no threats, insults or profane language, no disclosure of your
            debt to other people, no contact with the people in your phone&rsquo;s contact list, and
            no calls before 6:00 AM or after 10:00 PM unless you have agreed to them. To complain
            about collection, use Complaint in the app.
          </p>
        </>
      ),
    },
    {
      id: 'changes-to-your-details',
      title: 'Changes to your details',
      body: (
        <p>
          You must tell us of any change of your name, date of birth or address within{' '}
          {loanTerms.notifyChangeDays} calendar days of the change, through customer service, so
          that your loan records stay correct.
        </p>
      ),
    },
    {
      id: 'assignment',
      title: 'Assignment',
      body: (
        <p>
          We may assign or transfer our rights under your loan to another party after giving you at
          least {loanTerms.assignmentNoticeBusinessDays} business days&rsquo; notice in the app, by
          text message or by e-mail. After the assignment you pay the new creditor as the notice
          tells you. Your other rights under these Terms do not change. You may not transfer your
          obligations to anyone without our written consent.
        </p>
      ),
    },
    {
      id: 'court-judgement',
      title: 'Court judgement',
      body: (
        <p>
          If a court orders you to pay an amount under your loan, you have a grace period of{' '}
          {loanTerms.judgementGraceDays} days from the date of the judgement to pay it.
        </p>
      ),
    },
    {
      id: 'personal-data',
      title: 'Your personal data',
      body: (
        <>
          <p>
            We process your personal data in accordance with the Data Privacy Act of 2012 (Republic
            Act No. 10173), as our Privacy Policy explains.
          </p>
          <p>
            <a href={sitePath('privacyPolicy')}>Read the Privacy Policy</a>
          </p>
        </>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      body: (
        <p>
          These Terms and your loan agreement are governed by the laws of the Republic of the
          Philippines. Please bring any complaint to us first, through Complaint or Customer Service
          in the {appName} app, so that we can try to resolve it. You may also bring a complaint to
          the SEC. Any court case is heard by the proper courts of the Philippines.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <>
          <p>For any question about these Terms or your loan, write to us at:</p>
          <p>
            <a href={`mailto:${serviceEmail}`}>{serviceEmail}</a>
          </p>
        </>
      ),
    },
  ];
}

export function LoanAgreementPage() {
  return (
    <LegalDocument
      title={loanAgreementTitle}
      intro={<Intro />}
      sections={loanAgreementSections()}
      contents
      numbered
    />
  );
}
