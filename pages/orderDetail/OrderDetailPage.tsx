// Order Details (spec §2 'Order Details', §3 'Loan order detail', §4, §7 'Order details', §8;
// contract §1 orderDetail.html): loads the order by productId and orderId, replaces itself with
// playeduL where the rules say so, and otherwise shows the order under its figures
// (firstFigures.ts, written by the page's head script when the answer comes before React), which
// tell its status once (OrderView.tsx shows the rest).
import { useEffect } from 'react';
import { openAddress } from '../../shared/actions/openAddress.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { LoanHeader } from '../../shared/ui/loan-header/LoanHeader.tsx';
import { StatusNote, StatusPicture } from '../../shared/ui/loan-header/StatusPicture.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { orderFigures } from './firstFigures.ts';
import { OrderDetailSkeleton } from './OrderDetailSkeleton.tsx';
import type { OrderIds } from '../../shared/api/request.ts';
import { redirectTarget } from './orderDetailRules.ts';
import { OrderView } from './OrderView.tsx';
import { pageLoad } from './pageLoad.ts';

export const missingIdsMessage =
  'This order cannot be shown: the link is missing its product or order number.';

export function OrderDetailPage() {
  const { state, query, retry, figuresData } = usePageData(pageLoad);
  const detail = state.status === 'ready' ? state.data : undefined;
  // The order page replaces itself (spec §4): the order is never shown on the way.
  const redirect = detail ? redirectTarget(detail) : undefined;
  // The head's script painted only an order that stays (firstFigures.ts); the page knows once its
  // answer is in.
  const view = figuresData && !redirect ? orderFigures(figuresData) : undefined;

  useEffect(() => {
    if (redirect) openAddress(redirect, { replace: true });
  }, [redirect]);

  return (
    <>
      <PageHeader title="Order Details" />
      {(state.status === 'loading' || state.status === 'ready') && (
        <LoanHeader
          view={view}
          label="Order status"
          picture={<StatusPicture src={view?.picture} />}
          note={<StatusNote text={view?.note} />}
        />
      )}
      <PageState
        state={redirect ? { status: 'loading' } : state}
        onRetry={retry}
        missingMessage={missingIdsMessage}
        placeholder={<OrderDetailSkeleton />}
      >
        {(order) => <OrderView detail={order} ids={query ?? noIds} />}
      </PageState>
    </>
  );
}

const noIds: OrderIds = { productId: '', orderId: '' };
