// Complaint entry (spec §2 'Complaint entry', §5, §7 problem-init; contract §1 complaint.html):
// a link to the borrower's complaints, the order the complaint is about (another one chosen from
// 'All'), and the problem types. Collection (type 1) expands its sub-types and is refused for an
// order that does not allow it; any other type, or a sub-type, opens the next page.
import { type MouseEvent, useId, useState } from 'react';
import type { ComplaintInit, ComplaintOrder, ProblemType } from '../../shared/api/complaints.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { goToPage, sitePath } from '../../shared/navigation/pageQuery.ts';
import { ChevronIcon } from '../../shared/ui/icon/icons.tsx';
import { DetailRows } from '../../shared/ui/detail-rows/DetailRows.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { BottomPopup } from '../../shared/ui/popup/BottomPopup.tsx';
import { ProductLine } from '../../shared/ui/product-line/ProductLine.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { StatusPill } from '../../shared/ui/status-tone/StatusPill.tsx';
import { statusTextTone } from '../../shared/ui/status-tone/statusTone.ts';
import { showToast } from '../../shared/notify/toastStore.ts';
import {
  collectionRefusedMessage,
  initialOrder,
  isCollection,
  nextPageQuery,
  refusesCollection,
} from './complaintRules.ts';
import { pageLoad } from './pageLoad.ts';
import styles from './complaint.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export const missingOrderMessage =
  'This complaint cannot be started: the link is missing its order number.';

export function ComplaintPage() {
  const { state, query, retry } = usePageData(pageLoad);
  return (
    <>
      <PageHeader title="Complaint" />
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingOrderMessage}
        placeholder={<EntrySkeleton />}
      >
        {(init) => <EntryView init={init} orderId={query?.orderId ?? ''} />}
      </PageState>
    </>
  );
}

/**
 * A real link to the list, whose address is the same in the build and the browser. The tap carries
 * the order on, so that the list can lead back to a complaint about it.
 */
function MyComplaintsLink({ orderId }: { orderId: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goToPage('complaintList', orderId ? { orderId } : {});
  };
  return (
    <a className={styles.listLink} href={sitePath('complaintList')} onClick={open}>
      My complaints
      <ChevronIcon className={styles.chevron} />
    </a>
  );
}

function EntryView({ init, orderId }: { init: ComplaintInit; orderId: string }) {
  const [order, setOrder] = useState(() => initialOrder(init));
  const [expanded, setExpanded] = useState(false);
  const [choosingOrder, setChoosingOrder] = useState(false);
  const typesId = useId();

  const choose = (type: ProblemType, sonType?: ProblemType) => {
    if (isCollection(type) && refusesCollection(order)) {
      showToast(collectionRefusedMessage);
      return;
    }
    goToPage('complainPageNext', nextPageQuery({ type, sonType, order, orderId }));
  };

  const tapType = (type: ProblemType) => {
    if (!isCollection(type)) {
      choose(type);
      return;
    }
    if (expanded) setExpanded(false);
    else if (refusesCollection(order)) showToast(collectionRefusedMessage);
    else setExpanded(true);
  };

  const pickOrder = (picked: ComplaintOrder) => {
    setOrder(picked);
    setChoosingOrder(false);
    // The sub-types stay open only for an order that allows them.
    if (refusesCollection(picked)) setExpanded(false);
  };

  return (
    <main className={styles.page}>
      <MyComplaintsLink orderId={orderId} />
      <OrderCard
        order={order}
        canChoose={init.orders.length > 0}
        onChoose={() => setChoosingOrder(true)}
      />
      <section className={styles.types} aria-labelledby={typesId}>
        <h2 id={typesId} className={styles.sectionTitle}>
          What is your complaint about?
        </h2>
        <ul className={styles.typeList}>
          {init.problemTypes.map((type) => (
            <li key={type.value}>
              {isCollection(type) ? (
                <>
                  <button
                    type="button"
                    className={styles.typeButton}
                    aria-expanded={expanded}
                    aria-controls={`${typesId}-sub`}
                    onClick={() => tapType(type)}
                  >
                    <span>{type.title}</span>
                    <ChevronIcon className={expanded ? styles.chevronUp : styles.chevronDown} />
                  </button>
                  <ul id={`${typesId}-sub`} className={styles.subList} hidden={!expanded}>
                    {init.problemSonTypes.map((sonType) => (
                      <li key={sonType.value}>
                        <button
                          type="button"
                          className={styles.subButton}
                          onClick={() => choose(type, sonType)}
                        >
                          <span>{sonType.title}</span>
                          <ChevronIcon className={styles.chevron} />
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <button type="button" className={styles.typeButton} onClick={() => tapType(type)}>
                  <span>{type.title}</span>
                  <ChevronIcon className={styles.chevron} />
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <BottomPopup
        open={choosingOrder}
        title="Choose an order"
        onClose={() => setChoosingOrder(false)}
      >
        <ul className={styles.orderList}>
          {init.orders.map((option) => (
            <li key={option.orderNo}>
              <button
                type="button"
                className={styles.orderOption}
                aria-pressed={option.orderNo === order?.orderNo}
                onClick={() => pickOrder(option)}
              >
                <ProductLine logo={option.productLogo} name={option.productName} as="span">
                  <span className={styles.orderOptionText}>
                    {option.status && (
                      <StatusPill tone={statusTextTone(option.status)}>{option.status}</StatusPill>
                    )}
                    <span className={styles.muted}>{option.orderNo}</span>
                  </span>
                </ProductLine>
              </button>
            </li>
          ))}
        </ul>
      </BottomPopup>
    </main>
  );
}

function OrderCard(props: {
  order: ComplaintOrder | undefined;
  canChoose: boolean;
  onChoose: () => void;
}) {
  const titleId = useId();
  const { order } = props;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Order
        </h2>
        {props.canChoose && (
          <button
            type="button"
            className={styles.allButton}
            aria-label="All orders"
            onClick={props.onChoose}
          >
            All
            <ChevronIcon className={styles.chevron} />
          </button>
        )}
      </div>
      {order ? (
        <>
          <ProductLine logo={order.productLogo} name={order.productName}>
            {order.status && (
              <StatusPill tone={statusTextTone(order.status)}>{order.status}</StatusPill>
            )}
          </ProductLine>
          <DetailRows rows={order.rows.map((row) => ({ text: row.title, value: row.value }))} />
        </>
      ) : (
        <p className={styles.muted}>No order is chosen.</p>
      )}
    </section>
  );
}

function EntrySkeleton() {
  return (
    <div className={styles.page}>
      <VisuallyHidden as="p" role="status">
        Loading your complaint options
      </VisuallyHidden>
      <div className={styles.listLink} aria-hidden="true">
        <Skeleton width="8rem" />
      </div>
      <div className={styles.card} aria-hidden="true">
        <div className={styles.cardHead}>
          <Skeleton width="4rem" height="1.5rem" />
        </div>
        <div className={styles.product}>
          <Skeleton width={40} height={40} />
          <Skeleton width="50%" height="1.5rem" />
        </div>
        <div className={styles.rows}>
          {(['70%', '55%', '80%'] as const).map((width) => (
            <Skeleton key={width} width={width} />
          ))}
        </div>
      </div>
      <div className={styles.types} aria-hidden="true">
        <Skeleton width="60%" height="1.5rem" />
        <div className={styles.typeList}>
          {(['55%', '65%', '80%', '50%', '65%', '80%'] as const).map((width, row) => (
            <div key={row} className={styles.typeButton}>
              <Skeleton width={width} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
