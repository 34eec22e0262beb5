// Payment instructions for the online payment provider (spec §2; contract §1 repayInstructions.html):
// how to pay a loan through the bill pay of two e-wallet apps, or in cash at a store, with the
// pay code from the Payment page, and what happens after paying. Static guidance: this
// component runs only at build time; the pictures (they enlarge on tap) and the link to Customer
// Service are islands that hydrate in the browser.
import type { ReactNode } from 'react';
import { appConfig } from '../../shared/config/appConfig.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { Island } from '../../shared/page/islands.tsx';
import { HelpLink } from './HelpLink.tsx';
import styles from './RepayInstructionsPage.module.scss';
import { type ScreenshotIslandName, screenshotIslands } from './screenshots.tsx';

const repayInstructionsTitle = 'Payment Instructions';

const { appName } = appConfig;

export function RepayInstructionsPage() {
  return (
    <>
      <PageHeader title={repayInstructionsTitle} />
      <main className={styles.page}>
        <p className={styles.intro}>
          You can pay your {appName} loan without a bank account: through the bill pay of an
          e-wallet app, or in cash at a store that takes bills payments. Either way you need your
          pay code.
        </p>

        <Section id="reference" title="Find your pay code" shot="shotReference">
          <ol className={styles.steps}>
            <li>Open your loan in the {appName} app and tap REPAY.</li>
            <li>
              The Payment page shows the amount due and your pay code. Tap Copy, or write the code
              down.
            </li>
            <li>The pay code belongs to this loan only: never pay with someone else’s.</li>
          </ol>
        </Section>

        <Section
          id="wallet-bills"
          title="Pay with an e-wallet: the Bills menu"
          shot="shotWalletBills"
        >
          <ol className={styles.steps}>
            <li>Open your e-wallet app and log in.</li>
            <li>Tap Bills, then choose the Loans category.</li>
            <li>Choose {appName} from the list of billers.</li>
            <li>
              Enter your pay code as the reference number, and the amount due, exactly as the
              Payment page shows them.
            </li>
            <li>Check the details, confirm, and keep the confirmation screen.</li>
          </ol>
        </Section>

        <Section
          id="wallet-search"
          title="Pay with an e-wallet: Pay Bills and search"
          shot="shotWalletBiller"
        >
          <ol className={styles.steps}>
            <li>Open your e-wallet app and tap Pay Bills.</li>
            <li>Search for {appName} and choose it.</li>
            <li>Enter your pay code as the account number, and the amount due.</li>
            <li>Tap Next, check the details and pay.</li>
            <li>Keep the receipt the app shows, or take a screenshot of it.</li>
          </ol>
        </Section>

        <Section id="store" title="Pay in cash at a store" shot="shotStoreSlip">
          <ol className={styles.steps}>
            <li>
              Go to a convenience store, pawnshop or payment centre that takes bills payments.
            </li>
            <li>
              Tell the cashier you are paying a {appName} bill, and give your pay code and the
              amount due.
            </li>
            <li>Pay in cash and check that the receipt shows your pay code.</li>
            <li>Keep the receipt until the payment shows on your loan.</li>
          </ol>
        </Section>

        <section className={styles.card} aria-labelledby="after-title">
          <h2 id="after-title" className={styles.title}>
            After you pay
          </h2>
          <ul className={styles.points}>
            <li>
              Your loan is updated once the payment partner confirms the payment, usually within a
              few minutes. Open your loan in the app to see it.
            </li>
            <li>A payment of less than the amount due leaves the rest of the loan to pay.</li>
            <li>Pay before your due date: a late payment adds the charges in your loan terms.</li>
            <li>
              If the payment has not appeared by the next day, contact Customer Service with your
              receipt or a photo of it.
            </li>
          </ul>
          <Island name="helpLink" component={HelpLink} className={styles.help} />
        </section>
      </main>
    </>
  );
}

function Section(props: {
  id: string;
  title: string;
  shot: ScreenshotIslandName;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`} className={styles.title}>
        {props.title}
      </h2>
      <div className={styles.body}>
        {props.children}
        <Island
          name={props.shot}
          component={screenshotIslands[props.shot]}
          className={styles.shot}
        />
      </div>
    </section>
  );
}
