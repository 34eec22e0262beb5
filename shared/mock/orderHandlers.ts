// Order Details and the joint login failure page (spec §7 'Order details'): the order as the
// scenario sets it, and where a recommended product leads.
import { findProduct } from './catalogue.ts';
import {
  defaultOrder,
  failurePage,
  loanDetails,
  type OrderOptions,
  productJump,
  withProductId,
} from './orderFixtures.ts';
import { type Call, fail, ok, productIdOf, type Responders } from './responders.ts';

/** The order the scenario describes, defaults where it says nothing (repayment reads it too). */
export function orderOptions(call: Call): OrderOptions {
  const order = call.scenario.order ?? {};
  return {
    orderStatus: order.orderStatus ?? defaultOrder.orderStatus,
    isDelay: order.isDelay ?? defaultOrder.isDelay,
    // The confirmation address carries the order's product, as the server's would.
    playeduL: order.playeduL
      ? withProductId(call.ctx.page(order.playeduL), productIdOf(call.params))
      : '',
    h5Url: order.h5Url ? call.ctx.page(order.h5Url) : '',
    kindTips: order.kindTips ?? defaultOrder.kindTips,
    isScore: order.isScore ?? defaultOrder.isScore,
    cardNeedPop: order.cardNeedPop ?? defaultOrder.cardNeedPop,
    orderId: call.params.orderId,
  };
}

export const orderResponders = {
  loanDetails: (call) => ok(loanDetails(call.ctx, orderOptions(call))),
  googleScore: () => ok({}),
  eventSave: () => ok({}),
  productJump: ({ ctx, params }) => {
    const product = findProduct(params.id);
    if (!product) {
      const message = 'This product is no longer available.';
      return fail('01', message, { link: '', message });
    }
    if (!product.enabled) {
      const message = 'This product is not available for you right now.';
      return fail('01', message, { link: '', message });
    }
    return ok(productJump(ctx, product));
  },
  failurePage: ({ ctx }) => ok(failurePage(ctx)),
} satisfies Responders;
