// The boot check's script (shared/page/bootCheck.ts): the build bundles this file alone.
import { runBootCheck } from './bootCheck.ts';

runBootCheck();
