import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { answer, openPage, type RecordedCall, record } from '../../tests/setup/apiHarness.ts';
import { installShellStub } from '../../tests/setup/shellStub.ts';
import { toastStore } from '../notify/toastStore.ts';
import { openRecommendedProduct } from './openProduct.ts';
import { refusedAddressMessage } from '../navigation/urlPolicy.ts';

const currentToast = () => toastStore.getState().current?.text;
const enabled = { id: '1002', enabled: true };

/** productJump answers this link; returns its recorded calls. */
function answerJump(link: string) {
  answer('productJump', { message: '', data: { link, message: '' } });
  return record('productJump');
}

const bodies = (calls: RecordedCall[]) => calls.map((call) => call.body);

let assign: Mock<(url: string | URL) => void>;

beforeEach(() => {
  openPage();
  assign = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

describe('openRecommendedProduct', () => {
  it('saves the event, asks where to go and opens a link of this site with the session', async () => {
    const events = record('eventSave');
    const jumps = answerJump(`${window.location.origin}/confirm.html?productId=1002`);

    expect(await openRecommendedProduct({ product: enabled, index: 1 })).toBe(true);

    expect(bodies(events)).toEqual([{ productId: '1002', product_id: '1002', positionId: '1' }]);
    expect(bodies(jumps)).toEqual([{ positionId: '1', id: '1002' }]);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/confirm.html');
    expect(target.searchParams.get('productId')).toBe('1002');
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
  });

  it('opens another https host without the session', async () => {
    answerJump('https://other.example/apply');

    await openRecommendedProduct({ product: enabled, index: 0 });

    expect(assign.mock.calls).toEqual([['https://other.example/apply']]);
  });

  it('hands a deep link to the shell, after the tracking point it is given', async () => {
    const shell = installShellStub();
    answerJump('pesoagad://product?productId=1003');

    await openRecommendedProduct({
      product: { id: '1003', enabled: true },
      index: 2,
      burialPoint: { event: 'recommendedProductClick', data: { orderId: 'PA77' } },
    });

    expect(shell).toEqual([
      ['burialPoint', { event: 'recommendedProductClick', orderId: 'PA77' }],
      ['openPage', { url: 'pesoagad://product?productId=1003' }],
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['java\tscript:alert(1)', '\u0000javascript:alert(1)', 'data:text/html,hi', ''])(
    'opens nothing for the link %j and says so',
    async (link) => {
      const shell = installShellStub();
      answerJump(link);

      expect(await openRecommendedProduct({ product: enabled, index: 0 })).toBe(false);

      expect(currentToast()).toBe(refusedAddressMessage);
      expect(assign).not.toHaveBeenCalled();
      expect(shell).toEqual([]);
    },
  );

  it('shows the server message of a failed jump once, and opens nothing', async () => {
    const shell = installShellStub();
    const shown: string[] = [];
    const unsubscribe = toastStore.subscribe((state) => {
      if (state.current) shown.push(state.current.text);
    });
    answer('productJump', { code: '01', message: '', data: { link: '', message: 'Sold out.' } });

    expect(await openRecommendedProduct({ product: enabled, index: 0 })).toBe(false);
    unsubscribe();

    expect(shown).toEqual(['Sold out.']);
    expect(assign).not.toHaveBeenCalled();
    expect(shell).toEqual([]);
  });

  it('does nothing for a disabled product', async () => {
    const events = record('eventSave');
    const jumps = answerJump('https://other.example/apply');

    expect(
      await openRecommendedProduct({ product: { id: '1005', enabled: false }, index: 4 }),
    ).toBe(false);

    expect(events).toEqual([]);
    expect(jumps).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves only once the event save has arrived', async () => {
    let eventDone = false;
    answer(
      'eventSave',
      () => {
        eventDone = true;
        return HttpResponse.json({ code: 0, message: 'success', data: {} });
      },
      { delay: 150 },
    );
    answerJump('https://other.example/apply');
    assign.mockImplementation(() => expect(eventDone).toBe(true));

    await openRecommendedProduct({ product: enabled, index: 0 });

    expect(assign).toHaveBeenCalledOnce();
  });
});
