// A page with no JavaScript (issue: about us, privacy policy, loan terms). Its main.tsx is
//   export default staticPage(<AboutUsPage />);
// The build renders the element into the HTML and removes the page's script, keeping its styles.
import '../../styles/global.scss';
import type { ReactElement } from 'react';
import type { PrerenderedPage } from './prerenderedPage.ts';

export function staticPage(element: ReactElement): PrerenderedPage {
  return { kind: 'static', element };
}
