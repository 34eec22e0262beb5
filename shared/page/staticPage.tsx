// A page with no JavaScript (issue: about us, privacy policy, loan terms). Its main.tsx is
//   export default staticPage(import.meta.env.SSR ? <AboutUsPage /> : <></>);
// The build renders the element into the HTML and removes the page's script, keeping its styles.
// The browser bundle, never loaded, leaves the page out: the chunks it shares with hydrated pages
// (the money format, the lender's registration) and their stylesheets stay out of its HTML.
import '../../styles/global.scss';
import type { ReactElement } from 'react';
import type { PrerenderedPage } from './prerenderedPage.ts';

export function staticPage(element: ReactElement): PrerenderedPage {
  return { kind: 'static', element };
}
