// Loan confirm V3 and variant 2 (spec §7 'Repayment and confirm'): the same answers in each
// family's codes, the agreements and the loan push failing where the scenario says.
import {
  agreementJump,
  agreementJumpV2,
  agreementList,
  agreementListV2,
  confirmData,
  confirmDataV2,
  confirmFailureMessages,
  loanPush,
  loanPushV2,
} from './confirmFixtures.ts';
import { failureCodes } from './failures.ts';
import { fail, ok, productIdOf, type Responders } from './responders.ts';

export const confirmResponders = {
  confirmData: ({ ctx, scenario }) => ok(confirmData(ctx, scenario.confirm)),
  agreementList: ({ ctx, scenario }) =>
    scenario.confirm?.agreements === 'fail'
      ? fail(failureCodes.zero, confirmFailureMessages.agreements)
      : ok(agreementList(ctx, scenario.confirm)),
  agreementJump: ({ ctx, params }) => ok(agreementJump(ctx, params.position ?? '')),
  loanPush: ({ ctx, params, scenario }) =>
    scenario.confirm?.push === 'fail'
      ? fail(failureCodes.zero, confirmFailureMessages.push)
      : ok(loanPush(ctx, productIdOf(params), scenario.confirm)),
  confirmDataV2: ({ ctx, scenario }) =>
    ok(confirmDataV2(ctx, scenario.isRupee ?? 0, scenario.confirm)),
  agreementListV2: ({ ctx, scenario }) =>
    scenario.confirm?.agreements === 'fail'
      ? fail(failureCodes.doubleZero, confirmFailureMessages.agreements)
      : ok(agreementListV2(ctx, scenario.confirm)),
  agreementJumpV2: ({ ctx, params }) => ok(agreementJumpV2(ctx, params.position ?? '')),
  loanPushV2: ({ ctx, params, scenario }) =>
    scenario.confirm?.push === 'fail'
      ? fail(failureCodes.doubleZero, confirmFailureMessages.push)
      : ok(loanPushV2(ctx, productIdOf(params), scenario.confirm)),
} satisfies Responders;
