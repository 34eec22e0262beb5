// Privacy policy (spec §2): collection of information, representation, use and disclosure, cookies;
// device information (pictures, GPS, IDFA, network); minors under 18, password security, changes,
// opt-out; a grievance officer. A static page: rendered at build time, no JavaScript in the browser.
import { appConfig } from '../../shared/config/appConfig.ts';
import { loanTerms } from '../../shared/config/loanTerms.ts';
import { sitePath } from '../../shared/navigation/pageQuery.ts';
import { type DocumentSection, LegalDocument } from '../../shared/ui/document/LegalDocument.tsx';

const privacyPolicyTitle = 'Privacy Policy';

function Intro() {
  const { appName, appEnglishName } = appConfig;
  return (
    <>
      <p>
        This Privacy Policy explains how {appEnglishName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;), the
        operator of the {appName} app, collects, uses, shares and protects your personal information
        when you use the app, its web pages and our lending services, and what rights you have over
        that information.
      </p>
      <p>
        We process personal information in accordance with the Data Privacy Act of 2012 (Republic
        Act No. 10173), its Implementing Rules and Regulations, and the circulars and advisories of
        the National Privacy Commission (NPC). By creating an account or applying for a loan, you
        confirm that you have read this policy.
      </p>
    </>
  );
}

function privacyPolicySections(): DocumentSection[] {
  const { appName, appEnglishName, serviceEmail } = appConfig;
  const emailLink = <a href={`mailto:${serviceEmail}`}>{serviceEmail}</a>;
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          {appEnglishName} is the personal information controller of the information described in
          this policy: we decide why and how it is processed, and we are responsible for it. The{' '}
          {appName} app is the channel through which we offer and manage our loans.
        </p>
      ),
    },
    {
      id: 'collection-of-information',
      title: 'Collection of information',
      body: (
        <>
          <p>We collect only the information we need to provide and manage your loans:</p>
          <h3>Information you give us</h3>
          <ul>
            <li>
              Identity and contact details: your full name, date of birth, sex, civil status,
              nationality, permanent and current address, mobile number and e-mail address.
            </li>
            <li>
              Identification: the type and number of a government-issued ID, a picture of that ID
              and a photograph of your face (selfie) to confirm that the ID is yours.
            </li>
            <li>
              Financial details: your employment or source of income, monthly income, and the bank
              account or e-wallet to which the loan is sent and from which you pay.
            </li>
            <li>
              What you tell us when you contact customer service or file a complaint, including any
              pictures you attach.
            </li>
          </ul>
          <h3>Information about your loans</h3>
          <p>
            Your applications, our decisions, the loans you accept, disbursements, payments,
            extensions, late payments and your repayment history with us.
          </p>
          <h3>Information from others</h3>
          <p>
            Credit reports and identity checks from credit bureaus, the Credit Information
            Corporation and identity-verification providers, as the Credit Information System Act
            (Republic Act No. 9510) and other laws allow, and confirmations of payments from banks,
            e-wallets and payment centres.
          </p>
          <h3>Information from your device</h3>
          <p>
            Some information comes from the phone you use, with your permission where the phone asks
            for it. The next section describes it.
          </p>
        </>
      ),
    },
    {
      id: 'device-information',
      title: 'Device information',
      body: (
        <>
          <p>
            When you use the app, we collect the following information from your device. You can
            refuse or withdraw a permission at any time in your phone&rsquo;s settings; some
            features, such as identity verification, may then not work.
          </p>
          <dl>
            <dt>Pictures</dt>
            <dd>
              With your permission to use the camera or to choose a file, we receive only the
              pictures you take or select in the app: your ID, your selfie and the pictures you
              attach to a complaint. We do not browse or copy your photo gallery.
            </dd>
            <dt>Location (GPS)</dt>
            <dd>
              With your permission, we record the location of your phone when you apply and when you
              accept a loan, to confirm that you are in the Philippines and to detect fraud, such as
              an application made in your name from somewhere else.
            </dd>
            <dt>Advertising identifiers (IDFA)</dt>
            <dd>
              On iPhone, the Identifier for Advertisers (IDFA), only if you allow tracking when the
              phone asks; on Android, the advertising ID. We use them to learn which of our
              advertisements brought you to the app and to prevent fraud. You can reset them or
              limit their use in your phone&rsquo;s settings.
            </dd>
            <dt>Network and device</dt>
            <dd>
              Your IP address, the type of network you use (mobile data or Wi-Fi), your mobile
              network operator, and your phone&rsquo;s model, operating system version, device
              identifier and app version. We use them to keep your account secure, to recognise the
              devices you usually use and to fix problems with the app.
            </dd>
          </dl>
          <p>
            We do not read your phone&rsquo;s contact list, call logs or text messages, and we never
            use them to collect a debt.
          </p>
        </>
      ),
    },
    {
      id: 'representation',
      title: 'Your representations',
      body: (
        <>
          <p>When you give us information, you represent and warrant that:</p>
          <ul>
            <li>it is true, accurate, complete and up to date, and it is your own;</li>
            <li>you are {loanTerms.minimumAge} years of age or over;</li>
            <li>
              where you give us information about another person, that person has agreed to it; and
            </li>
            <li>you will tell us promptly when any of it changes.</li>
          </ul>
          <p>
            We rely on these representations when we decide on your application. False or misleading
            information may lead us to refuse or end your loan and, where the law requires, to
            report it to the authorities.
          </p>
        </>
      ),
    },
    {
      id: 'use-of-information',
      title: 'How we use your information',
      body: (
        <>
          <p>We use your personal information to:</p>
          <ul>
            <li>verify your identity and check that you meet our eligibility rules;</li>
            <li>assess your application and your ability to repay, and decide on it;</li>
            <li>prepare your loan documents and disclosure statement, and send you the money;</li>
            <li>
              remind you of due dates, receive and record your payments, extend your loan when you
              ask, and collect amounts that are overdue;
            </li>
            <li>answer your questions and handle your complaints;</li>
            <li>keep your account and our services secure and prevent fraud;</li>
            <li>
              comply with our obligations under the law and the rules of the Securities and Exchange
              Commission (SEC), the NPC and other authorities;
            </li>
            <li>improve the app and our services; and</li>
            <li>send you offers, only where you have agreed to receive them.</li>
          </ul>
          <p>
            We process your information on the grounds the Data Privacy Act allows: to enter into
            and perform your loan agreement, to comply with our legal obligations, for our
            legitimate interests such as fraud prevention, and with your consent where consent is
            required. Sensitive personal information, such as your government-issued ID number, is
            processed only as Section 13 of the Act permits.
          </p>
        </>
      ),
    },
    {
      id: 'disclosure',
      title: 'Disclosure of information',
      body: (
        <>
          <p>
            We do not sell your personal information. We share it only with the following, and only
            as far as each needs it:
          </p>
          <ul>
            <li>
              service providers that work for us, such as data hosting, identity verification, text
              messaging, banks, e-wallets and payment centres, under contracts that bind them to
              protect your information and to use it only on our instructions;
            </li>
            <li>
              credit bureaus and the Credit Information Corporation, which receive reports on your
              loans as the law requires;
            </li>
            <li>
              collection agencies acting for us when a loan is overdue, which must follow the
              SEC&rsquo;s rules against unfair debt collection practices;
            </li>
            <li>
              a party to which we assign your loan or transfer our business, which must protect your
              information as this policy does; and
            </li>
            <li>
              the SEC, the NPC, courts, law enforcement and other authorities, when the law requires
              it or to establish, exercise or defend legal claims.
            </li>
          </ul>
          <p>
            We never tell your family, friends, employer or anyone in your phone&rsquo;s contacts
            about your loan, and we never publish your information to shame you into paying.
          </p>
          <p>
            Where our service providers store information outside the Philippines, we remain
            responsible for it and require the same protection that Philippine law requires.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <>
          <p>
            The web pages of the app use cookies and similar browser storage: small pieces of data
            kept on your phone. They keep you signed in while you move between pages, remember
            choices such as a notice you have already seen, and help us understand how the pages are
            used so that we can improve them.
          </p>
          <p>
            You can clear or block cookies in your browser or phone settings. If you do, some pages
            may not work as they should.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep your information',
      body: (
        <p>
          We keep your information while you have an account or a loan with us, and afterwards only
          as long as the law requires us to keep loan and payment records, or as long as we need it
          to resolve a dispute or enforce our rights. We then delete it securely or make it
          anonymous.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your information',
      body: (
        <>
          <p>
            We use organisational, physical and technical measures to protect your information
            against loss, misuse and unauthorised access, as the Data Privacy Act requires. Among
            them: encrypted connections between the app and our servers, access limited to staff who
            need it for their work, confidentiality obligations for our staff and service providers,
            and regular reviews of our security.
          </p>
          <p>
            If a personal data breach puts you at real risk of serious harm, we will notify you and
            the NPC within the time the NPC&rsquo;s rules require.
          </p>
        </>
      ),
    },
    {
      id: 'password-security',
      title: 'Password security',
      body: (
        <>
          <p>
            Your password and the one-time PINs (OTP) we send you are the keys to your account. Keep
            them to yourself:
          </p>
          <ul>
            <li>
              We will never ask for your password or an OTP by telephone, text message, e-mail or
              social media. Anyone who asks is not from us.
            </li>
            <li>Do not share them with anyone, including family, friends or agents.</li>
            <li>Use a screen lock on your phone and sign out of the app on a shared phone.</li>
            <li>
              If you think someone else knows your password or has used your account, change your
              password at once and tell customer service.
            </li>
          </ul>
          <p>
            You are responsible for what is done with your account until you tell us that your
            password may be known to someone else.
          </p>
        </>
      ),
    },
    {
      id: 'minors',
      title: 'Minors',
      body: (
        <p>
          Our services are not meant for minors, that is, persons under {loanTerms.minimumAge} years
          of age. We do not knowingly collect information from minors and we refuse their
          applications. If you believe that a minor has given us personal information, please
          contact us at {emailLink} and we will delete it.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>
            Under Sections 16 to 18 of the Data Privacy Act and its Implementing Rules and
            Regulations, you have the right to:
          </p>
          <ul>
            <li>be informed of how your personal information is processed;</li>
            <li>access your personal information and obtain a copy of it;</li>
            <li>object to processing that is based on consent or on our legitimate interests;</li>
            <li>have inaccurate or incomplete information corrected;</li>
            <li>
              have information erased or blocked when it is no longer needed or was processed
              unlawfully;
            </li>
            <li>
              receive your information in an electronic, commonly used format (data portability);
            </li>
            <li>be compensated for damages caused by unlawful processing; and</li>
            <li>file a complaint with the National Privacy Commission.</li>
          </ul>
          <p>
            To use these rights, write to our grievance officer (see below). We may ask you to
            confirm your identity before we act on your request.
          </p>
        </>
      ),
    },
    {
      id: 'opt-out',
      title: 'Opting out',
      body: (
        <>
          <p>You can choose what we do with your information:</p>
          <ul>
            <li>
              Offers: tell customer service, or follow the instructions in any offer we send, and we
              will stop sending you marketing messages. We will still send you messages about your
              loans.
            </li>
            <li>
              Device permissions: turn off the camera, location or tracking permission for the app
              in your phone&rsquo;s settings.
            </li>
            <li>
              Consent and your account: write to us to withdraw your consent or to close your
              account. We can close an account once every loan on it is fully paid.
            </li>
          </ul>
          <p>
            Withdrawing consent does not affect processing that has already taken place, or
            processing that the law or your loan agreement requires: we must still manage and
            collect an open loan and keep the records the law asks us to keep. Without some
            information we cannot consider new applications.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy when our services or the law change. The current version is
          always available in the app. We will tell you about important changes in the app or by
          text message before they take effect, and where the law requires your consent to a change,
          we will ask for it.
        </p>
      ),
    },
    {
      id: 'grievance-officer',
      title: 'Grievance officer',
      body: (
        <>
          <p>
            Our Data Protection Officer acts as grievance officer for privacy matters. Write to the
            grievance officer to ask a question about this policy, to use your rights, or to
            complain about how we handle your personal information:
          </p>
          <p>{emailLink}</p>
          <p>
            Please write &ldquo;Data privacy&rdquo; in the subject and include the mobile number
            registered in the app. We will acknowledge your message and answer it as soon as we can.
            If you are not satisfied with our answer, you may bring your complaint to the National
            Privacy Commission.
          </p>
          <p>
            Read also our <a href={sitePath('loanAgreement')}>Loan terms and conditions</a>.
          </p>
        </>
      ),
    },
  ];
}

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={privacyPolicyTitle}
      intro={<Intro />}
      sections={privacyPolicySections()}
      contents
      numbered
    />
  );
}
