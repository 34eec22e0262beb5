// About us (spec §2): welcome, mission, advantages, team, contact, customer-service e-mail. A static
// page: rendered at build time, no JavaScript in the browser.
import { appConfig } from '../../shared/config/appConfig.ts';
import { calendarDaysText, loanTerms } from '../../shared/config/loanTerms.ts';
import { sitePath } from '../../shared/navigation/pageQuery.ts';
import { type DocumentSection, LegalDocument } from '../../shared/ui/document/LegalDocument.tsx';
import { LenderNotice } from '../../shared/ui/lender-notice/LenderNotice.prerendered.tsx';
import '../../shared/ui/lender-notice/LenderNotice.scss';

const aboutUsTitle = 'About us';

function aboutUsSections(): DocumentSection[] {
  const { appName, appEnglishName, serviceEmail } = appConfig;
  return [
    {
      id: 'welcome',
      title: `Welcome to ${appName}`,
      body: (
        <>
          <p>
            {appName} is the mobile cash-loan app of {appEnglishName}, a lending company serving
            borrowers across the Philippines. You apply on your phone, see the full cost of the loan
            before you accept it, and receive the money in your own account.
          </p>
          <p>
            No branch visit, no collateral and no paperwork to print: everything from the
            application to the last payment happens in the app.
          </p>
        </>
      ),
    },
    {
      id: 'mission',
      title: 'Our mission',
      body: (
        <p>
          We want every Filipino who needs money for a bill, a repair, school fees or a business
          opportunity to get a fair answer quickly, and to borrow on terms that are written plainly
          and shown in full before anything is signed. We lend responsibly: we look at what you can
          repay, and we treat you with respect at every stage of your loan.
        </p>
      ),
    },
    {
      id: 'advantages',
      title: 'Why borrow with us',
      body: (
        <ul>
          <li>
            <strong>Fast:</strong> a short application on your phone and a decision within{' '}
            {loanTerms.decisionDays} day; once you accept, the money reaches your account within{' '}
            {calendarDaysText(loanTerms.creditDays)}.
          </li>
          <li>
            <strong>Clear costs:</strong> before you accept, the app shows the amount you receive,
            the interest, every fee, the total to repay and the due dates, as the Truth in Lending
            Act (Republic Act No. 3765) requires. There are no hidden charges.
          </li>
          <li>
            <strong>Flexible:</strong> you may repay early, pay in instalments where your loan
            allows it, or extend your loan when you need more time.
          </li>
          <li>
            <strong>Convenient payment:</strong> pay through banks, e-wallets and payment centres
            near you, with a pay code from the app.
          </li>
          <li>
            <strong>Safe:</strong> your personal data is protected under the Data Privacy Act of
            2012 (Republic Act No. 10173) and used only as our Privacy Policy explains.
          </li>
        </ul>
      ),
    },
    {
      id: 'team',
      title: 'Our team',
      body: (
        <>
          <p>
            Our people work in credit, technology, compliance and customer care. Together they build
            the app, review applications, keep your data secure and answer your questions.
          </p>
          <p>
            Our customer service team is trained to help you with your application, your payments
            and any problem with your loan, and to treat every borrower fairly and politely.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>
            Open Customer Service in the {appName} app to see our telephone number and e-mail
            address. To report a problem with collection or anything else, use Complaint in the app:
            we reply within 3 weekdays and you can follow your complaint there.
          </p>
          <p>Read the rules that apply to your loan and your data:</p>
          <ul>
            <li>
              <a href={sitePath('loanAgreement')}>Loan terms and conditions</a>
            </li>
            <li>
              <a href={sitePath('privacyPolicy')}>Privacy Policy</a>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'customer-service-email',
      title: 'Customer service e-mail',
      body: (
        <>
          <p>Write to our customer service team at:</p>
          <p>
            <a href={`mailto:${serviceEmail}`}>{serviceEmail}</a>
          </p>
          <p>
            Please include the mobile number registered in the app so that we can find your account.
            We will never ask for your password or a one-time PIN (OTP) by e-mail, telephone or text
            message.
          </p>
        </>
      ),
    },
  ];
}

export function AboutUsPage() {
  return (
    <LegalDocument title={aboutUsTitle} intro={<LenderNotice />} sections={aboutUsSections()} />
  );
}
