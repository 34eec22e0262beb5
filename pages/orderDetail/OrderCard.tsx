// The order card (spec §2): product logo, product name and the userOrderDetail.detail rows, folded
// under 'Loan details' (the amount due and its date show large above), with the customer-service
// telephone (the configured default when the server sends none).
import { type MouseEvent, useId } from 'react';
import type { DetailRow } from '../../shared/api/loanDetails.ts';
import type { ShownList } from '../../shared/api/parse.ts';
import { callPhone, telLink } from '../../shared/bridge/bridge.ts';
import { phoneText } from '../../shared/format/phone.ts';
import { DetailRows } from '../../shared/ui/detail-rows/DetailRows.tsx';
import { PhoneIcon } from '../../shared/ui/icon/icons.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { ProductLine } from '../../shared/ui/product-line/ProductLine.tsx';
import styles from './OrderDetailPage.module.scss';

export interface OrderCardProps {
  productLogo: string;
  productName: string;
  rows: ShownList<DetailRow>;
  telephone: string;
}

export function OrderCard({ productLogo, productName, rows, telephone }: OrderCardProps) {
  const nameId = useId();
  const telephoneHref = telLink(telephone);
  // Inside the app the shell dials; outside it the bridge falls back to the same tel: address.
  const dial = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    callPhone(telephone);
  };
  return (
    <section className={styles.card} aria-labelledby={nameId}>
      <ProductLine logo={productLogo} name={productName} as="h2" id={nameId} />
      {rows.items.length > 0 && (
        <details className={styles.loanDetails}>
          <summary className={styles.loanDetailsSummary}>Loan details</summary>
          <DetailRows rows={rows.items} />
          <MoreRowsNote list={rows} />
        </details>
      )}
      {telephoneHref && (
        <a className={styles.callLink} href={telephoneHref} onClick={dial}>
          <PhoneIcon size={20} />
          <span>
            Call customer service <span>{phoneText(telephone)}</span>
          </span>
        </a>
      )}
    </section>
  );
}
