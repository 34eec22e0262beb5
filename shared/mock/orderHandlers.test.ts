// Order Details as the scenarios shape it (orderHandlers.ts, spec §7 'Order details').
import { describe, expect, it } from 'vitest';
import { envelope, orderDetails, origin } from './testing.ts';

describe('order-details scenarios', () => {
  it('defaults to status 174 without rollover and without optional dialogs', async () => {
    const data = await orderDetails();
    expect(data).toMatchObject({ orderStatus: 174, isDelay: 0, isScore: 0, cardNeedPop: 0 });
    expect(data).not.toHaveProperty('KindTipsMsg');
    expect(data.playeduL).toBe('');
    expect(data.userOrderDetail.detail[0]).toEqual({ text: 'Order number', value: 'PA1' });
  });

  it.each([
    ['status-21', 21, 0],
    ['status-110', 110, 0],
    ['status-151', 151, 0],
    ['status-170', 170, 0],
    ['status-174', 174, 0],
    ['status-174-delay', 174, 1],
    ['status-180', 180, 0],
    ['status-180-delay', 180, 1],
    ['status-200', 200, 0],
    ['status-other', 99, 0],
    ['redirect', 170, 0],
  ])('%s gives orderStatus %i and isDelay %i', async (mock, orderStatus, isDelay) => {
    const data = await orderDetails({ mock });
    expect(data).toMatchObject({ orderStatus, isDelay });
    expect(data.noticeStatusText).toEqual(expect.any(String));
  });

  it('redirect sends an absolute playeduL on the calling page’s origin', async () => {
    const data = await orderDetails({ referrer: `${origin}/orderDetail?mock=redirect` });
    expect(data.playeduL).toBe(`${origin}/confirm?productId=1001`);
  });

  it('kind-tips, rating, bank-card and h5-url set their fields', async () => {
    expect((await orderDetails({ mock: 'kind-tips' })).KindTipsMsg).toEqual(expect.any(String));
    expect((await orderDetails({ mock: 'rating' })).isScore).toBe(1);
    expect((await orderDetails({ mock: 'bank-card' })).cardNeedPop).toBe(1);
    expect((await orderDetails({ mock: 'h5-url' })).h5Url).toMatch(
      /^http:\/\/.+\/repayInstructions$/,
    );
  });

  it('rupee sets isRupee on the V2 confirm', async () => {
    expect((await envelope('confirmDataV2', { mock: 'rupee' })).data.isRupee).toBe(1);
  });
});
