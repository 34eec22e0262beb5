// The way to Customer Service from the instructions. An island: the build knows no session, so a
// tap goes there with the common parameters (contract §1) added when it happens.
import type { MouseEvent } from 'react';
import { goToPage, sitePath } from '../../shared/navigation/pageQuery.ts';
import styles from './RepayInstructionsPage.module.scss';

function open(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  goToPage('customerService');
}

export function HelpLink() {
  return (
    <a className={styles.helpLink} href={sitePath('customerService')} onClick={open}>
      Contact Customer Service
    </a>
  );
}
