// The instalment and extension repayment pages and the pay code (spec §7 'Repayment and confirm'),
// as the scenario's order status and repayment fields shape them.
import { amountDue } from './catalogue.ts';
import { orderOptions } from './orderHandlers.ts';
import {
  delayDetail,
  findChannel,
  generatePayCode,
  instalmentDetail,
} from './repaymentFixtures.ts';
import { type Call, fail, ok, type Responders } from './responders.ts';

/** A repayment answer as the scenario shapes it: without the pay-code box and the banner. */
function repaymentAnswer<T extends object>(call: Call, data: T): T {
  if (call.scenario.repayment?.payCodeBox !== false) return data;
  return { ...data, defDetail: null, isShowReyTop: 0 };
}

export const repaymentResponders = {
  instalmentDetail: (call) =>
    ok(repaymentAnswer(call, instalmentDetail(call.ctx, orderOptions(call).orderStatus))),
  delayDetail: (call) =>
    ok(repaymentAnswer(call, delayDetail(call.ctx, orderOptions(call).orderStatus))),
  generatePayCode: (call) => {
    const channel = findChannel(call.params.channelNumber);
    if (!channel) return fail(1, 'Please choose a payment method.');
    const requested = Number(call.params.amount);
    const amount =
      Number.isFinite(requested) && requested > 0
        ? requested
        : amountDue(orderOptions(call).orderStatus);
    return ok(
      generatePayCode(call.ctx, channel, amount, {
        image: call.scenario.repayment?.payCodeImage,
      }),
    );
  },
} satisfies Responders;
