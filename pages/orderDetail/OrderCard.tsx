// The order card (spec §2): product logo, product name and the userOrderDetail.detail rows, with
// the customer-service telephone (the configured default when the server sends none).
import { type MouseEvent, useId } from 'react';
import type { DetailRow } from '../../shared/api/loanDetails.ts';
import type { ShownList } from '../../shared/api/parse.ts';
import { callPhone, telLink } from '../../shared/bridge/bridge.ts';
import { phoneText } from '../../shared/format/phone.ts';
import { imageUrl } from '../../shared/navigation/imageUrl.ts';
import { PhoneIcon } from '../../shared/ui/icon/icons.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
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
  const logo = imageUrl(productLogo);
  // Inside the app the shell dials; outside it the bridge falls back to the same tel: address.
  const dial = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    callPhone(telephone);
  };
  return (
    <section className={styles.card} aria-labelledby={nameId}>
      <div className={styles.product}>
        {logo ? (
          // The name beside it says which product: the logo is decoration.
          <img className={styles.logo} src={logo} alt="" width={40} height={40} />
        ) : (
          <span className={styles.logo} aria-hidden="true" />
        )}
        <h2 id={nameId} className={styles.productName}>
          {productName}
        </h2>
      </div>
      {rows.items.length > 0 && (
        <dl className={styles.rows}>
          {rows.items.map((row, index) => (
            <div key={`${index}-${row.text}`} className={styles.row}>
              <dt className={styles.rowText}>{row.text}</dt>
              <dd className={styles.rowValue}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <MoreRowsNote list={rows} />
      {telephoneHref && (
        <a className={styles.callLink} href={telephoneHref} onClick={dial}>
          <PhoneIcon size={20} />
          <span>
            Call customer service <span className={styles.phone}>{phoneText(telephone)}</span>
          </span>
        </a>
      )}
    </section>
  );
}
