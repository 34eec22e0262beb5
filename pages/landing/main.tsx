import { islandPage } from '../../shared/page/islands.tsx';
import { ContactForm } from './ContactForm.tsx';
import { LandingPage } from './LandingPage.tsx';
import { SectionNav } from './SectionNav.tsx';
import { offerVisitorsStore, platformOf } from './storeChoice.ts';
export default islandPage(import.meta.env.SSR ? <LandingPage /> : null, {
  sectionNav: SectionNav,
  contactForm: ContactForm,
});
if (!import.meta.env.SSR && typeof document !== 'undefined') {
  offerVisitorsStore(document, platformOf(navigator.userAgent, navigator.maxTouchPoints));
}
