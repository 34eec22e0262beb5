import { islandPage } from '../../shared/page/islands.tsx';
import { ContactForm } from './ContactForm.tsx';
import { LandingPage } from './LandingPage.tsx';
import { SectionNav } from './SectionNav.tsx';
export default islandPage(import.meta.env.SSR ? <LandingPage /> : null, {
  sectionNav: SectionNav,
  contactForm: ContactForm,
});
