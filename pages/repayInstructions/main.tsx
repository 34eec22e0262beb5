import { islandPage } from '../../shared/page/islands.tsx';
import { HelpLink } from './HelpLink.tsx';
import { RepayInstructionsPage } from './RepayInstructionsPage.tsx';
import { screenshotIslands } from './screenshots.tsx';

export default islandPage(import.meta.env.SSR ? <RepayInstructionsPage /> : null, {
  ...screenshotIslands,
  helpLink: HelpLink,
});
