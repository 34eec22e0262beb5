// The registration agreement (`#/agreementTemplate`, spec §2): what a visitor agrees to by
// registering on the promotion page.
import { appConfig } from '../../shared/config/appConfig.ts';
import { routeHash } from './hashRoute.ts';
import styles from './promotion.module.scss';
import { PromotionLenderNotice } from './PromotionLenderNotice.tsx';

const lender = appConfig.appEnglishName;
const app = appConfig.appName;

export function AgreementView() {
  return (
    <main className={styles.agreementPage}>
      <article className={styles.card} aria-label="Registration Agreement">
        <p>
          This agreement is between you and {lender} ({app}). By registering your mobile number you
          accept it.
        </p>
        <h2 className={styles.clause}>1. Your account</h2>
        <p>
          Registering opens your {app} account for your mobile number. Registering is free and is
          not a loan application: you apply for a loan in the app, and each loan has its own terms,
          which you read and accept before you borrow.
        </p>
        <h2 className={styles.clause}>2. Your mobile number and codes</h2>
        <p>
          Register only a number that is yours. We send verification codes to it by SMS; never share
          a code with anyone, including people who say they work for us.
        </p>
        <h2 className={styles.clause}>3. Your information</h2>
        <p>
          We collect your mobile number, the device you register on and the advert that brought you
          here, to create your account, keep it secure and count our adverts. We handle it under the
          Data Privacy Act of 2012 and our privacy policy, and we never sell it.
        </p>
        <h2 className={styles.clause}>4. Messages from us</h2>
        <p>
          We may send you SMS about your account and our offers. You can ask us to stop offers at
          any time.
        </p>
        <h2 className={styles.clause}>5. Contact</h2>
        <p>Questions about this agreement: {appConfig.serviceEmail}.</p>
        {/* The form reads its campaign from the page's own query, kept under the hash. */}
        <a className={styles.backLink} href={routeHash('register')}>
          Back to registration
        </a>
      </article>
      <PromotionLenderNotice />
    </main>
  );
}
