// The line above the form, the same while it loads and once it is there, so the first paint
// already says what the page is for and nothing moves when the form arrives.
import styles from './bindCard.module.scss';

const bindCardIntro =
  'Add the bank account or e-wallet your loan is paid into. Please check every number before you tap Next.';

export function BindCardIntro() {
  return <p className={styles.intro}>{bindCardIntro}</p>;
}
